CREATE TABLE "commission_take_backs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_request_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"reward_id" uuid NOT NULL,
	"member_user_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"taken_paise" integer NOT NULL,
	"owed_paise" integer NOT NULL,
	"actor_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_take_backs_return_request_id_unique" UNIQUE("return_request_id"),
	CONSTRAINT "commission_take_backs_amounts" CHECK ("commission_take_backs"."amount_paise" > 0 and "commission_take_backs"."taken_paise" >= 0 and "commission_take_backs"."owed_paise" >= 0 and "commission_take_backs"."taken_paise" + "commission_take_backs"."owed_paise" <= "commission_take_backs"."amount_paise")
);
--> statement-breakpoint
ALTER TABLE "reward_ledger" DROP CONSTRAINT "reward_ledger_kind_check";--> statement-breakpoint
ALTER TABLE "reward_ledger" DROP CONSTRAINT "reward_ledger_amount_check";--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD COLUMN "take_back_id" uuid;--> statement-breakpoint
ALTER TABLE "commission_take_backs" ADD CONSTRAINT "commission_take_backs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_take_backs" ADD CONSTRAINT "commission_take_backs_reward_id_reward_ledger_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."reward_ledger"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_take_backs" ADD CONSTRAINT "commission_take_backs_member_user_id_members_user_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."members"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_take_backs" ADD CONSTRAINT "commission_take_backs_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_take_backs_reward_idx" ON "commission_take_backs" USING btree ("reward_id");--> statement-breakpoint
CREATE INDEX "commission_take_backs_member_idx" ON "commission_take_backs" USING btree ("member_user_id","created_at");--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD CONSTRAINT "reward_ledger_take_back_id_commission_take_backs_id_fk" FOREIGN KEY ("take_back_id") REFERENCES "public"."commission_take_backs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_ledger_taken_back_once" ON "reward_ledger" USING btree ("take_back_id") WHERE "reward_ledger"."kind" = 'taken_back';--> statement-breakpoint
CREATE UNIQUE INDEX "reward_ledger_repaid_once" ON "reward_ledger" USING btree ("take_back_id","reward_id","order_id") WHERE "reward_ledger"."kind" = 'repaid';--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD CONSTRAINT "reward_ledger_take_back_check" CHECK (("reward_ledger"."kind" in ('taken_back', 'repaid')) = ("reward_ledger"."take_back_id" is not null));--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD CONSTRAINT "reward_ledger_kind_check" CHECK ("reward_ledger"."kind" in ('earned', 'spent', 'returned', 'expired', 'taken_back', 'repaid'));--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD CONSTRAINT "reward_ledger_amount_check" CHECK (("reward_ledger"."kind" in ('earned', 'returned') and "reward_ledger"."amount_paise" > 0) or ("reward_ledger"."kind" in ('spent', 'expired', 'taken_back', 'repaid') and "reward_ledger"."amount_paise" < 0));