-- The storage API files uploads without a bucket id under 'default' (backend contract 10.3),
-- so that bucket must exist in every database. Sizes match the contract's defaults.
INSERT INTO "buckets" ("id", "download_expiration", "min_upload_file_size", "max_upload_file_size", "cache_control", "presigned_urls_enabled")
VALUES ('default', 30, 1, 50000000, 'max-age=3600', true)
ON CONFLICT ("id") DO NOTHING;
