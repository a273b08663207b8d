CREATE TABLE "activity_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid,
	"activity_type" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_log_activity_type_check" CHECK ("activity_log"."activity_type" in ('team_created', 'member_joined', 'invite_sent', 'invite_accepted', 'game_ranked', 'draft_started', 'draft_completed', 'payment_made', 'payment_received'))
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" text,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_codes_owner_check" CHECK ("one_time_codes"."user_id" is not null or "one_time_codes"."email" is not null),
	CONSTRAINT "one_time_codes_purpose_check" CHECK ("one_time_codes"."purpose" in ('email_verify', 'passwordless_email', 'password_reset', 'email_change', 'email_otp', 'sms_otp', 'mfa_totp'))
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"refresh_token_hash" text NOT NULL,
	"type" text DEFAULT 'regular' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"previous_token_hash" text,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "refresh_tokens_refresh_token_hash_key" UNIQUE("refresh_token_hash"),
	CONSTRAINT "refresh_tokens_type_check" CHECK ("refresh_tokens"."type" in ('regular', 'pat'))
);
--> statement-breakpoint
CREATE TABLE "user_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider_id" text NOT NULL,
	"provider_user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_providers_provider_user_key" UNIQUE("provider_id","provider_user_id"),
	CONSTRAINT "user_providers_user_provider_key" UNIQUE("user_id","provider_id")
);
--> statement-breakpoint
CREATE TABLE "user_security_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"credential_id" text NOT NULL,
	"credential_public_key" text NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" text DEFAULT '' NOT NULL,
	"nickname" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_security_keys_credential_id_key" UNIQUE("credential_id"),
	CONSTRAINT "user_security_keys_counter_check" CHECK ("user_security_keys"."counter" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"new_email" text,
	"phone_number" text,
	"phone_number_verified" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"display_name" text DEFAULT '' NOT NULL,
	"avatar_url" text DEFAULT '' NOT NULL,
	"locale" varchar(2) DEFAULT 'en' NOT NULL,
	"default_role" text DEFAULT 'user' NOT NULL,
	"roles" text[] DEFAULT '{user,me}'::text[] NOT NULL,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"last_seen" timestamp with time zone,
	"totp_secret" text,
	"active_mfa_type" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_active_mfa_type_check" CHECK ("users"."active_mfa_type" in ('totp')),
	CONSTRAINT "users_locale_check" CHECK (char_length("users"."locale") = 2)
);
--> statement-breakpoint
CREATE TABLE "draft_picks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"draft_id" uuid NOT NULL,
	"user_id" uuid,
	"game_id" uuid NOT NULL,
	"pick_number" integer NOT NULL,
	"overall" integer NOT NULL,
	"slot" integer NOT NULL,
	"round" integer NOT NULL,
	"autopick" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draft_picks_draft_game_key" UNIQUE("draft_id","game_id"),
	CONSTRAINT "draft_picks_draft_overall_key" UNIQUE("draft_id","overall"),
	CONSTRAINT "draft_picks_numbers_check" CHECK ("draft_picks"."pick_number" >= 1 and "draft_picks"."overall" >= 0 and "draft_picks"."slot" >= 1 and "draft_picks"."round" >= 1)
);
--> statement-breakpoint
CREATE TABLE "drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"state" text DEFAULT 'setup_open' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"mode" text DEFAULT 'manual' NOT NULL,
	"pick_order" text DEFAULT 'snake' NOT NULL,
	"rounds" integer DEFAULT 1 NOT NULL,
	"picks_per_round" integer DEFAULT 1 NOT NULL,
	"current_overall" integer DEFAULT 0 NOT NULL,
	"pick_started_at" timestamp with time zone,
	"pick_clock_sec" integer DEFAULT 30 NOT NULL,
	"auto_delay_ms" integer DEFAULT 0 NOT NULL,
	"owner_user_id" uuid,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drafts_state_check" CHECK ("drafts"."state" in ('setup_open', 'setup_locked', 'ready', 'active', 'paused', 'complete')),
	CONSTRAINT "drafts_status_check" CHECK ("drafts"."status" in ('pending', 'active', 'completed')),
	CONSTRAINT "drafts_mode_check" CHECK ("drafts"."mode" in ('turn', 'manual', 'auto')),
	CONSTRAINT "drafts_pick_order_check" CHECK ("drafts"."pick_order" in ('snake', 'round_robin')),
	CONSTRAINT "drafts_rounds_check" CHECK ("drafts"."rounds" >= 1 and "drafts"."picks_per_round" >= 1),
	CONSTRAINT "drafts_current_overall_check" CHECK ("drafts"."current_overall" >= 0),
	CONSTRAINT "drafts_timing_check" CHECK ("drafts"."pick_clock_sec" > 0 and "drafts"."auto_delay_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_rankings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_rankings_user_game_key" UNIQUE("user_id","game_id"),
	CONSTRAINT "game_rankings_rank_check" CHECK ("game_rankings"."rank" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"opponent" text NOT NULL,
	"opponent_abbr" text,
	"venue" text,
	"game_date" timestamp with time zone NOT NULL,
	"kickoff_epoch_ms" bigint,
	"kickoff_local" text,
	"kickoff_tz" text,
	"tz_abbr" text,
	"tv_prime_time" boolean DEFAULT false NOT NULL,
	"is_home" boolean DEFAULT true NOT NULL,
	"is_preseason" boolean DEFAULT false NOT NULL,
	"week" text,
	"importance" text,
	"price_cents" integer,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"assigned_to" uuid,
	"home_score" integer,
	"away_score" integer,
	"final_score" text,
	"external_game_id" text,
	"tiix_rank" integer,
	"tiix_stars" smallint,
	"tiix_rationale" text,
	"tiix_reason_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"tiix_rank_team" integer,
	"tiix_rank_percentile" double precision,
	"slate_rank" integer,
	"slate_size" integer,
	"slate_percentile" double precision,
	"team_percentile" double precision,
	"base_score" double precision,
	"context_pct" double precision,
	"prob_gone_before_pick" double precision,
	"adp" double precision,
	"resale_index_pct" double precision,
	"excitement_index" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_team_external_game_id_key" UNIQUE("team_id","external_game_id"),
	CONSTRAINT "games_importance_check" CHECK ("games"."importance" in ('high', 'medium', 'low')),
	CONSTRAINT "games_status_check" CHECK ("games"."status" in ('upcoming', 'live', 'final', 'postponed', 'cancelled')),
	CONSTRAINT "games_price_cents_check" CHECK ("games"."price_cents" >= 0),
	CONSTRAINT "games_scores_check" CHECK ("games"."home_score" >= 0 and "games"."away_score" >= 0),
	CONSTRAINT "games_tiix_rank_check" CHECK ("games"."tiix_rank" between 0 and 100),
	CONSTRAINT "games_tiix_stars_check" CHECK ("games"."tiix_stars" between 1 and 5),
	CONSTRAINT "games_slate_check" CHECK ("games"."slate_rank" >= 1 and "games"."slate_size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"owner_user_id" uuid,
	"payer_user_id" uuid,
	"amount_cents" integer NOT NULL,
	"currency" char(3) DEFAULT 'USD' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"description" text,
	"external_link" text,
	"evidence_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_requests_amount_cents_check" CHECK ("payment_requests"."amount_cents" >= 0),
	CONSTRAINT "payment_requests_currency_check" CHECK ("payment_requests"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "payment_requests_status_check" CHECK ("payment_requests"."status" in ('pending', 'paid', 'waived'))
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email" text,
	"name" text,
	"last_login" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buckets" (
	"id" text PRIMARY KEY NOT NULL,
	"download_expiration" integer DEFAULT 30 NOT NULL,
	"min_upload_file_size" bigint DEFAULT 1 NOT NULL,
	"max_upload_file_size" bigint DEFAULT 50000000 NOT NULL,
	"allowed_mime_types" text[],
	"cache_control" text DEFAULT 'max-age=3600' NOT NULL,
	"presigned_urls_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buckets_upload_size_check" CHECK ("buckets"."min_upload_file_size" >= 0 and "buckets"."max_upload_file_size" >= "buckets"."min_upload_file_size"),
	CONSTRAINT "buckets_download_expiration_check" CHECK ("buckets"."download_expiration" > 0)
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bucket_id" text DEFAULT 'default' NOT NULL,
	"name" text,
	"mime_type" text,
	"size" bigint,
	"etag" text,
	"uploaded_by" uuid,
	"is_uploaded" boolean DEFAULT false NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_size_check" CHECK ("files"."size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "team_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invited_by" uuid,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_invites_token_key" UNIQUE("token"),
	CONSTRAINT "team_invites_status_check" CHECK ("team_invites"."status" in ('pending', 'accepted', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid,
	"role" text DEFAULT 'member' NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"display_name" text,
	"joined_at" timestamp with time zone DEFAULT now(),
	"invite_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_team_user_key" UNIQUE("team_id","user_id"),
	CONSTRAINT "team_members_invite_id_key" UNIQUE("invite_id"),
	CONSTRAINT "team_members_role_check" CHECK ("team_members"."role" in ('owner', 'admin', 'member')),
	CONSTRAINT "team_members_payment_status_check" CHECK ("team_members"."payment_status" in ('pending', 'paid', 'waived'))
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"league" text NOT NULL,
	"team_name" text NOT NULL,
	"season" text DEFAULT '2025' NOT NULL,
	"status" text DEFAULT 'setup' NOT NULL,
	"owner_id" uuid NOT NULL,
	"draft_id" uuid,
	"total_cost" integer DEFAULT 0 NOT NULL,
	"payments_mode" text DEFAULT 'external' NOT NULL,
	"plan" text DEFAULT 'free' NOT NULL,
	"plan_expires_at" timestamp with time zone,
	"venmo_username" text,
	"cashapp_cashtag" text,
	"paypal_me" text,
	"zelle_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_name_check" CHECK (char_length(btrim("teams"."name")) between 1 and 50),
	CONSTRAINT "teams_status_check" CHECK ("teams"."status" in ('setup', 'draft', 'active', 'archived')),
	CONSTRAINT "teams_total_cost_check" CHECK ("teams"."total_cost" >= 0),
	CONSTRAINT "teams_payments_mode_check" CHECK ("teams"."payments_mode" in ('external', 'integrated')),
	CONSTRAINT "teams_plan_check" CHECK ("teams"."plan" in ('free', 'unlimited'))
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_providers" ADD CONSTRAINT "user_providers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_security_keys" ADD CONSTRAINT "user_security_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_draft_id_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rankings" ADD CONSTRAINT "game_rankings_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rankings" ADD CONSTRAINT "game_rankings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_payer_user_id_users_id_fk" FOREIGN KEY ("payer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_bucket_id_buckets_id_fk" FOREIGN KEY ("bucket_id") REFERENCES "public"."buckets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invites" ADD CONSTRAINT "team_invites_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invites" ADD CONSTRAINT "team_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invites" ADD CONSTRAINT "team_invites_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_invite_id_team_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."team_invites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_draft_id_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."drafts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_team_id_created_at_idx" ON "activity_log" USING btree ("team_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "one_time_codes_code_hash_idx" ON "one_time_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "one_time_codes_user_id_idx" ON "one_time_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_previous_token_hash_idx" ON "refresh_tokens" USING btree ("previous_token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_id_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_security_keys_user_id_idx" ON "user_security_keys" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_number_key" ON "users" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "draft_picks_draft_id_pick_number_idx" ON "draft_picks" USING btree ("draft_id","pick_number");--> statement-breakpoint
CREATE INDEX "draft_picks_user_id_idx" ON "draft_picks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "draft_picks_game_id_idx" ON "draft_picks" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "drafts_team_id_created_at_idx" ON "drafts" USING btree ("team_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "game_rankings_game_id_idx" ON "game_rankings" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "games_team_id_game_date_idx" ON "games" USING btree ("team_id","game_date");--> statement-breakpoint
CREATE INDEX "games_assigned_to_idx" ON "games" USING btree ("assigned_to");--> statement-breakpoint
CREATE INDEX "payment_requests_team_id_created_at_idx" ON "payment_requests" USING btree ("team_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_requests_payer_user_id_idx" ON "payment_requests" USING btree ("payer_user_id");--> statement-breakpoint
CREATE INDEX "payment_requests_owner_user_id_idx" ON "payment_requests" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "files_bucket_id_idx" ON "files" USING btree ("bucket_id");--> statement-breakpoint
CREATE INDEX "files_uploaded_by_idx" ON "files" USING btree ("uploaded_by");--> statement-breakpoint
CREATE UNIQUE INDEX "team_invites_pending_email_key" ON "team_invites" USING btree ("team_id",lower("email")) WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "team_invites_team_id_idx" ON "team_invites" USING btree ("team_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_one_owner_key" ON "team_members" USING btree ("team_id") WHERE role = 'owner';--> statement-breakpoint
CREATE INDEX "team_members_user_id_idx" ON "team_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "teams_owner_id_idx" ON "teams" USING btree ("owner_id");