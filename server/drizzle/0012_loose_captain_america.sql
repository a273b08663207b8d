CREATE TABLE "game_grabs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"holder_id" uuid NOT NULL,
	"price_cents" integer,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"taker_id" uuid,
	"void_reason" text,
	"closed_at" timestamp with time zone,
	"payment_request_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_grabs_status_check" CHECK ("game_grabs"."status" in ('open', 'taken', 'withdrawn', 'expired', 'void')),
	CONSTRAINT "game_grabs_price_check" CHECK ("game_grabs"."price_cents" is null or "game_grabs"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "game_holdings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"user_id" uuid,
	"reason" text NOT NULL,
	"swap_id" uuid,
	"grab_id" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_holdings_reason_check" CHECK ("game_holdings"."reason" in ('draft', 'swap', 'grab'))
);
--> statement-breakpoint
CREATE TABLE "game_swap_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"swap_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"from_user_id" uuid NOT NULL,
	CONSTRAINT "game_swap_items_swap_game_key" UNIQUE("swap_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_swaps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"proposer_id" uuid NOT NULL,
	"receiver_id" uuid NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"money_cents" integer,
	"money_payer" text,
	"message" text,
	"void_reason" text,
	"counter_of_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"payment_request_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_swaps_status_check" CHECK ("game_swaps"."status" in ('proposed', 'accepted', 'declined', 'cancelled', 'countered', 'expired', 'void')),
	CONSTRAINT "game_swaps_parties_check" CHECK ("game_swaps"."proposer_id" <> "game_swaps"."receiver_id"),
	CONSTRAINT "game_swaps_money_check" CHECK (("game_swaps"."money_cents" is null and "game_swaps"."money_payer" is null) or ("game_swaps"."money_cents" > 0 and "game_swaps"."money_payer" in ('proposer', 'receiver')))
);
--> statement-breakpoint
ALTER TABLE "game_grabs" ADD CONSTRAINT "game_grabs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_grabs" ADD CONSTRAINT "game_grabs_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_grabs" ADD CONSTRAINT "game_grabs_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_grabs" ADD CONSTRAINT "game_grabs_taker_id_users_id_fk" FOREIGN KEY ("taker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_grabs" ADD CONSTRAINT "game_grabs_payment_request_id_payment_requests_id_fk" FOREIGN KEY ("payment_request_id") REFERENCES "public"."payment_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_holdings" ADD CONSTRAINT "game_holdings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_holdings" ADD CONSTRAINT "game_holdings_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_holdings" ADD CONSTRAINT "game_holdings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_holdings" ADD CONSTRAINT "game_holdings_swap_id_game_swaps_id_fk" FOREIGN KEY ("swap_id") REFERENCES "public"."game_swaps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_holdings" ADD CONSTRAINT "game_holdings_grab_id_game_grabs_id_fk" FOREIGN KEY ("grab_id") REFERENCES "public"."game_grabs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_swap_items" ADD CONSTRAINT "game_swap_items_swap_id_game_swaps_id_fk" FOREIGN KEY ("swap_id") REFERENCES "public"."game_swaps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_swap_items" ADD CONSTRAINT "game_swap_items_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_swap_items" ADD CONSTRAINT "game_swap_items_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_swaps" ADD CONSTRAINT "game_swaps_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_swaps" ADD CONSTRAINT "game_swaps_proposer_id_users_id_fk" FOREIGN KEY ("proposer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_swaps" ADD CONSTRAINT "game_swaps_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_swaps" ADD CONSTRAINT "game_swaps_counter_of_id_game_swaps_id_fk" FOREIGN KEY ("counter_of_id") REFERENCES "public"."game_swaps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_swaps" ADD CONSTRAINT "game_swaps_payment_request_id_payment_requests_id_fk" FOREIGN KEY ("payment_request_id") REFERENCES "public"."payment_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_grabs_open_game_key" ON "game_grabs" USING btree ("game_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "game_grabs_team_id_status_idx" ON "game_grabs" USING btree ("team_id","status");--> statement-breakpoint
CREATE INDEX "game_holdings_game_id_idx" ON "game_holdings" USING btree ("game_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_holdings_current_key" ON "game_holdings" USING btree ("game_id") WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX "game_swap_items_game_id_idx" ON "game_swap_items" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "game_swaps_team_id_status_idx" ON "game_swaps" USING btree ("team_id","status");--> statement-breakpoint
CREATE INDEX "game_swaps_proposer_id_idx" ON "game_swaps" USING btree ("proposer_id");--> statement-breakpoint
CREATE INDEX "game_swaps_receiver_id_idx" ON "game_swaps" USING btree ("receiver_id");--> statement-breakpoint
CREATE INDEX "game_swaps_counter_of_id_idx" ON "game_swaps" USING btree ("counter_of_id");