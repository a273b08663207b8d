CREATE TABLE "payment_card_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"session_id" text NOT NULL,
	"payment_intent_id" text,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payer_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_card_checkouts_session_key" UNIQUE("provider","session_id"),
	CONSTRAINT "payment_card_checkouts_status_check" CHECK ("payment_card_checkouts"."status" in ('open', 'completed', 'refunded', 'expired')),
	CONSTRAINT "payment_card_checkouts_amounts_check" CHECK ("payment_card_checkouts"."amount_cents" > 0 and "payment_card_checkouts"."fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_requests_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"amount_cents" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_requests_ledger_kind_check" CHECK ("payment_requests_ledger"."kind" in ('created', 'status_changed', 'evidence_attached', 'reminded', 'card_payment', 'card_refund'))
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"ready" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_owner_provider_key" UNIQUE("owner_user_id","provider"),
	CONSTRAINT "payout_accounts_provider_account_key" UNIQUE("provider","account_id")
);
--> statement-breakpoint
CREATE TABLE "plan_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"invoice_id" text NOT NULL,
	"subscription_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" char(3) DEFAULT 'USD' NOT NULL,
	"description" text NOT NULL,
	"url" text,
	"paid_at" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_receipts_provider_invoice_key" UNIQUE("provider","invoice_id")
);
--> statement-breakpoint
CREATE TABLE "plan_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"subscription_id" text NOT NULL,
	"customer_id" text,
	"status" text DEFAULT 'active' NOT NULL,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"started_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_subscriptions_provider_subscription_key" UNIQUE("provider","subscription_id"),
	CONSTRAINT "plan_subscriptions_status_check" CHECK ("plan_subscriptions"."status" in ('incomplete', 'active', 'canceled', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "payment_sandbox_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed" boolean DEFAULT false NOT NULL,
	"outcome" text,
	CONSTRAINT "payment_webhook_events_provider_event_key" UNIQUE("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "payment_requests" DROP CONSTRAINT "payment_requests_amount_cents_check";--> statement-breakpoint
ALTER TABLE "payment_requests" DROP CONSTRAINT "payment_requests_status_check";--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "evidence_file_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "paid_via" text;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "last_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_card_checkouts" ADD CONSTRAINT "payment_card_checkouts_request_id_payment_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."payment_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_card_checkouts" ADD CONSTRAINT "payment_card_checkouts_payer_user_id_users_id_fk" FOREIGN KEY ("payer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests_ledger" ADD CONSTRAINT "payment_requests_ledger_request_id_payment_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."payment_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_receipts" ADD CONSTRAINT "plan_receipts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_card_checkouts_request_id_idx" ON "payment_card_checkouts" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "payment_card_checkouts_payment_intent_idx" ON "payment_card_checkouts" USING btree ("provider","payment_intent_id");--> statement-breakpoint
CREATE INDEX "payment_requests_ledger_request_id_idx" ON "payment_requests_ledger" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "plan_receipts_team_id_idx" ON "plan_receipts" USING btree ("team_id","paid_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "plan_subscriptions_team_id_idx" ON "plan_subscriptions" USING btree ("team_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_sandbox_objects_kind_idx" ON "payment_sandbox_objects" USING btree ("kind");--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_paid_via_check" CHECK ("payment_requests"."paid_via" is null or "payment_requests"."paid_via" in ('external', 'card'));--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_amount_cents_check" CHECK ("payment_requests"."amount_cents" between 1 and 10000000);--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_status_check" CHECK ("payment_requests"."status" in ('pending', 'payer_marked_paid', 'paid', 'waived', 'cancelled'));--> statement-breakpoint
-- The payment ledger is append-only: no UPDATE ever, and a DELETE only as the cascade of
-- deleting its payment request (itself deleted with its team), which runs inside the foreign
-- key's trigger (trigger depth above 1). A direct DELETE or UPDATE is refused.
CREATE FUNCTION "payment_requests_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'payment_requests_ledger is append-only (% refused)', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "payment_requests_ledger_append_only"
  BEFORE UPDATE OR DELETE ON "payment_requests_ledger"
  FOR EACH ROW EXECUTE FUNCTION "payment_requests_ledger_append_only"();
