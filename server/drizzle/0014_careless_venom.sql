ALTER TABLE "payment_card_checkouts" DROP CONSTRAINT "payment_card_checkouts_status_check";--> statement-breakpoint
ALTER TABLE "payment_card_checkouts" ADD COLUMN "url" text;--> statement-breakpoint
ALTER TABLE "payment_card_checkouts" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_receipts" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "plan_receipts" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
-- Requests with more than one open checkout keep the newest; money still arriving for the
-- others is taken in or refunded like any expired checkout's.
UPDATE "payment_card_checkouts" AS c SET "status" = 'expired', "updated_at" = now()
WHERE c."status" = 'open' AND EXISTS (
  SELECT 1 FROM "payment_card_checkouts" AS n
  WHERE n."request_id" = c."request_id" AND n."status" = 'open'
    AND (n."created_at", n."id") > (c."created_at", c."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_card_checkouts_one_open_key" ON "payment_card_checkouts" USING btree ("request_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "plan_receipts_payment_intent_idx" ON "plan_receipts" USING btree ("provider","payment_intent_id");--> statement-breakpoint
ALTER TABLE "payment_card_checkouts" ADD CONSTRAINT "payment_card_checkouts_status_check" CHECK ("payment_card_checkouts"."status" in ('open', 'completed', 'refund_pending', 'refunded', 'expired'));