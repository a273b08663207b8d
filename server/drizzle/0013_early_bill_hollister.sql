ALTER TABLE "draft_picks" DROP CONSTRAINT "draft_picks_draft_game_key";--> statement-breakpoint
ALTER TABLE "draft_picks" DROP CONSTRAINT "draft_picks_numbers_check";--> statement-breakpoint
DROP INDEX "draft_picks_draft_id_pick_number_idx";--> statement-breakpoint
DROP INDEX "draft_picks_game_id_idx";--> statement-breakpoint
DROP INDEX "drafts_pick_deadline_idx";--> statement-breakpoint
CREATE INDEX "drafts_active_idx" ON "drafts" USING btree ("id") WHERE state = 'active';--> statement-breakpoint
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_draft_game_key" UNIQUE("game_id","draft_id");--> statement-breakpoint
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_numbers_check" CHECK ("draft_picks"."pick_number" = "draft_picks"."overall" + 1 and "draft_picks"."overall" >= 0 and "draft_picks"."slot" >= 1 and "draft_picks"."round" >= 1);--> statement-breakpoint
-- Every pick rewrites its draft's row: room on each page lets PostgreSQL keep the new version
-- beside the old one (a HOT update, no index entries), see docs/decisions/004-draft-engine.md.
ALTER TABLE "drafts" SET (fillfactor = 50);
