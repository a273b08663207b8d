CREATE TABLE "product_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"user_id" uuid,
	"team_id" uuid,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_events_name_check" CHECK ("product_events"."name" in ('step_completed', 'team_created', 'team_creation_failed', 'draft_started', 'draft_completed', 'payment_paid', 'swap_accepted', 'handoff_sent')),
	CONSTRAINT "product_events_category_check" CHECK ("product_events"."category" in ('team_creation_modal', 'draft', 'payments', 'swaps', 'handoff'))
);
--> statement-breakpoint
ALTER TABLE "product_events" ADD CONSTRAINT "product_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_events" ADD CONSTRAINT "product_events_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_events_occurred_at_name_idx" ON "product_events" USING btree ("occurred_at","name");--> statement-breakpoint
CREATE INDEX "product_events_user_id_idx" ON "product_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "product_events_team_id_idx" ON "product_events" USING btree ("team_id");