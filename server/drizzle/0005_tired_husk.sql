CREATE TABLE "member_game_scores" (
	"user_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"model_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_game_scores_user_id_game_id_pk" PRIMARY KEY("user_id","game_id"),
	CONSTRAINT "member_game_scores_score_check" CHECK ("member_game_scores"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "member_tastes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"days" text DEFAULT 'any' NOT NULL,
	"kickoff" text DEFAULT 'any' NOT NULL,
	"cold_tolerance" text DEFAULT 'medium' NOT NULL,
	"rain_tolerance" text DEFAULT 'medium' NOT NULL,
	"loved_opponents" text[] DEFAULT '{}'::text[] NOT NULL,
	"avoided_opponents" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_tastes_days_check" CHECK ("member_tastes"."days" in ('any', 'weekends', 'weeknights')),
	CONSTRAINT "member_tastes_kickoff_check" CHECK ("member_tastes"."kickoff" in ('any', 'early', 'late')),
	CONSTRAINT "member_tastes_cold_check" CHECK ("member_tastes"."cold_tolerance" in ('low', 'medium', 'high')),
	CONSTRAINT "member_tastes_rain_check" CHECK ("member_tastes"."rain_tolerance" in ('low', 'medium', 'high'))
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "stature_score" double precision;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "convenience_score" double precision;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "stature_reasons" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "convenience_reasons" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "convenience_inputs" jsonb;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "score_model_version" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "score_data_hash" text;--> statement-breakpoint
ALTER TABLE "member_game_scores" ADD CONSTRAINT "member_game_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_game_scores" ADD CONSTRAINT "member_game_scores_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tastes" ADD CONSTRAINT "member_tastes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_game_scores_game_id_idx" ON "member_game_scores" USING btree ("game_id");