-- Payment receipts (evidence that a payer paid): photos and PDFs up to 10 MB. Private files:
-- browsers may cache them, shared caches may not; a presigned link lives 5 minutes, long
-- enough to open it in a new tab.
INSERT INTO "buckets" ("id", "download_expiration", "min_upload_file_size", "max_upload_file_size", "allowed_mime_types", "cache_control", "presigned_urls_enabled")
VALUES ('receipts', 300, 1, 10000000, ARRAY['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'application/pdf'], 'private, max-age=3600', true)
ON CONFLICT ("id") DO NOTHING;
