CREATE TABLE "game_handoffs" (
	"game_id" uuid PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"status" text DEFAULT 'not_sent' NOT NULL,
	"note" text,
	"sent_at" timestamp with time zone,
	"sent_by" uuid,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_handoffs_status_check" CHECK ("game_handoffs"."status" in ('not_sent', 'sent', 'received', 'not_received')),
	CONSTRAINT "game_handoffs_note_check" CHECK (char_length("game_handoffs"."note") <= 300)
);
--> statement-breakpoint
CREATE TABLE "handoff_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handoff_notices_kind_check" CHECK ("handoff_notices"."kind" in ('draft_your_turn', 'swap_offered', 'swap_accepted', 'swap_declined', 'payment_requested', 'payment_paid', 'game_soon', 'tickets_to_send', 'tickets_for_you'))
);
--> statement-breakpoint
CREATE TABLE "handoff_reminders" (
	"game_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handoff_reminders_game_id_recipient_id_member_id_kind_pk" PRIMARY KEY("game_id","recipient_id","member_id","kind"),
	CONSTRAINT "handoff_reminders_kind_check" CHECK ("handoff_reminders"."kind" in ('send', 'confirm'))
);
--> statement-breakpoint
CREATE TABLE "team_ticket_settings" (
	"team_id" uuid PRIMARY KEY NOT NULL,
	"holder_id" uuid,
	"reminder_days" smallint DEFAULT 3 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_ticket_settings_reminder_days_check" CHECK ("team_ticket_settings"."reminder_days" between 1 and 14)
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "notification_unsubscribe_tokens" DROP CONSTRAINT "notification_unsubscribe_tokens_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "game_handoffs" ADD CONSTRAINT "game_handoffs_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_handoffs" ADD CONSTRAINT "game_handoffs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_handoffs" ADD CONSTRAINT "game_handoffs_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_handoffs" ADD CONSTRAINT "game_handoffs_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handoff_notices" ADD CONSTRAINT "handoff_notices_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handoff_notices" ADD CONSTRAINT "handoff_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handoff_reminders" ADD CONSTRAINT "handoff_reminders_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handoff_reminders" ADD CONSTRAINT "handoff_reminders_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handoff_reminders" ADD CONSTRAINT "handoff_reminders_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_ticket_settings" ADD CONSTRAINT "team_ticket_settings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_ticket_settings" ADD CONSTRAINT "team_ticket_settings_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_handoffs_team_id_idx" ON "game_handoffs" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "game_handoffs_member_id_idx" ON "game_handoffs" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "handoff_notices_team_id_idx" ON "handoff_notices" USING btree ("team_id","created_at");--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('draft_your_turn', 'swap_offered', 'swap_accepted', 'swap_declined', 'payment_requested', 'payment_paid', 'game_soon', 'tickets_to_send', 'tickets_for_you'));--> statement-breakpoint
ALTER TABLE "notification_unsubscribe_tokens" ADD CONSTRAINT "notification_unsubscribe_tokens_kind_check" CHECK ("notification_unsubscribe_tokens"."kind" in ('draft_your_turn', 'swap_offered', 'swap_accepted', 'swap_declined', 'payment_requested', 'payment_paid', 'game_soon', 'tickets_to_send', 'tickets_for_you'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('draft_your_turn', 'swap_offered', 'swap_accepted', 'swap_declined', 'payment_requested', 'payment_paid', 'game_soon', 'tickets_to_send', 'tickets_for_you'));