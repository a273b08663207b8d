CREATE TABLE "team_handovers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"from_user_id" uuid NOT NULL,
	"to_user_id" uuid NOT NULL,
	"token" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_handovers_token_key" UNIQUE("token"),
	CONSTRAINT "team_handovers_status_check" CHECK ("team_handovers"."status" in ('pending', 'accepted', 'cancelled', 'expired')),
	CONSTRAINT "team_handovers_parties_check" CHECK ("team_handovers"."from_user_id" <> "team_handovers"."to_user_id")
);
--> statement-breakpoint
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_activity_type_check";--> statement-breakpoint
ALTER TABLE "handoff_notices" DROP CONSTRAINT "handoff_notices_kind_check";--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "notification_unsubscribe_tokens" DROP CONSTRAINT "notification_unsubscribe_tokens_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "game_holdings" DROP CONSTRAINT "game_holdings_reason_check";--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "payouts_user_id" uuid;--> statement-breakpoint
ALTER TABLE "team_handovers" ADD CONSTRAINT "team_handovers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_handovers" ADD CONSTRAINT "team_handovers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_handovers" ADD CONSTRAINT "team_handovers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_handovers_pending_team_key" ON "team_handovers" USING btree ("team_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "team_handovers_to_user_id_idx" ON "team_handovers" USING btree ("to_user_id");--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_payouts_user_id_users_id_fk" FOREIGN KEY ("payouts_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_activity_type_check" CHECK ("activity_log"."activity_type" in ('team_created', 'member_joined', 'invite_sent', 'invite_accepted', 'game_ranked', 'draft_started', 'draft_completed', 'payment_made', 'payment_received', 'payment_refunded', 'member_removed', 'member_left', 'member_role_changed', 'team_handed_over'));--> statement-breakpoint
ALTER TABLE "handoff_notices" ADD CONSTRAINT "handoff_notices_kind_check" CHECK ("handoff_notices"."kind" in ('draft_your_turn', 'swap_offered', 'swap_accepted', 'swap_declined', 'payment_requested', 'payment_paid', 'game_soon', 'tickets_to_send', 'tickets_for_you', 'member_removed', 'team_handover'));--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('draft_your_turn', 'swap_offered', 'swap_accepted', 'swap_declined', 'payment_requested', 'payment_paid', 'game_soon', 'tickets_to_send', 'tickets_for_you', 'member_removed', 'team_handover'));--> statement-breakpoint
ALTER TABLE "notification_unsubscribe_tokens" ADD CONSTRAINT "notification_unsubscribe_tokens_kind_check" CHECK ("notification_unsubscribe_tokens"."kind" in ('draft_your_turn', 'swap_offered', 'swap_accepted', 'swap_declined', 'payment_requested', 'payment_paid', 'game_soon', 'tickets_to_send', 'tickets_for_you', 'member_removed', 'team_handover'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('draft_your_turn', 'swap_offered', 'swap_accepted', 'swap_declined', 'payment_requested', 'payment_paid', 'game_soon', 'tickets_to_send', 'tickets_for_you', 'member_removed', 'team_handover'));--> statement-breakpoint
ALTER TABLE "game_holdings" ADD CONSTRAINT "game_holdings_reason_check" CHECK ("game_holdings"."reason" in ('draft', 'swap', 'grab', 'removal'));