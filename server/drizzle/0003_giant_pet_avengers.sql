CREATE TABLE "draft_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"draft_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"shares" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draft_participants_draft_user_key" UNIQUE("draft_id","user_id"),
	CONSTRAINT "draft_participants_draft_position_key" UNIQUE("draft_id","position"),
	CONSTRAINT "draft_participants_numbers_check" CHECK ("draft_participants"."position" >= 1 and "draft_participants"."shares" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "realtime_presence" (
	"connection_id" uuid PRIMARY KEY NOT NULL,
	"room" text NOT NULL,
	"user_id" uuid NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "draft_picks" ADD COLUMN "participant_id" uuid;--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "pick_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "paused_remaining_ms" integer;--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "total_picks" integer;--> statement-breakpoint
ALTER TABLE "draft_participants" ADD CONSTRAINT "draft_participants_draft_id_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_participants" ADD CONSTRAINT "draft_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realtime_presence" ADD CONSTRAINT "realtime_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draft_participants_user_id_idx" ON "draft_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "realtime_presence_room_seen_at_idx" ON "realtime_presence" USING btree ("room","seen_at");--> statement-breakpoint
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_participant_id_draft_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."draft_participants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draft_picks_participant_id_idx" ON "draft_picks" USING btree ("participant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "drafts_team_unfinished_key" ON "drafts" USING btree ("team_id") WHERE state <> 'complete';--> statement-breakpoint
CREATE INDEX "drafts_pick_deadline_idx" ON "drafts" USING btree ("pick_deadline") WHERE state = 'active';--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_status_dates_check" CHECK (("drafts"."status" = 'pending' or "drafts"."started_at" is not null) and ("drafts"."status" <> 'completed' or "drafts"."completed_at" is not null));--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_clock_check" CHECK ("drafts"."paused_remaining_ms" >= 0 and "drafts"."total_picks" >= 0);--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_deadline_check" CHECK ("drafts"."pick_deadline" is null or "drafts"."state" = 'active');