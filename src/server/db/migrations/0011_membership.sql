CREATE TABLE "members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_code_check" CHECK ("members"."code" = upper("members"."code") and "members"."code" ~ '^[A-Z2-9]{4,20}$'),
	CONSTRAINT "members_status_check" CHECK ("members"."status" in ('active', 'suspended'))
);
--> statement-breakpoint
CREATE TABLE "membership_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"friend_discount_percent" integer DEFAULT 10 NOT NULL,
	"friend_discount_cap_paise" integer DEFAULT 15000 NOT NULL,
	"commission_percent" integer DEFAULT 5 NOT NULL,
	"min_order_paise" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_settings_one_row" CHECK ("membership_settings"."id" = 1),
	CONSTRAINT "membership_settings_figures" CHECK ("membership_settings"."friend_discount_percent" between 1 and 100 and "membership_settings"."friend_discount_cap_paise" >= 0 and "membership_settings"."commission_percent" between 0 and 100 and "membership_settings"."min_order_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_user_id" text NOT NULL,
	"kind" text NOT NULL,
	"reward_id" uuid NOT NULL,
	"order_id" uuid,
	"amount_paise" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_ledger_kind_check" CHECK ("reward_ledger"."kind" in ('earned', 'spent', 'returned', 'expired')),
	CONSTRAINT "reward_ledger_amount_check" CHECK (("reward_ledger"."kind" in ('earned', 'returned') and "reward_ledger"."amount_paise" > 0) or ("reward_ledger"."kind" in ('spent', 'expired') and "reward_ledger"."amount_paise" < 0)),
	CONSTRAINT "reward_ledger_earned_check" CHECK (("reward_ledger"."kind" = 'earned') = ("reward_ledger"."expires_at" is not null) and ("reward_ledger"."kind" = 'earned') = ("reward_ledger"."reward_id" = "reward_ledger"."id")),
	CONSTRAINT "reward_ledger_order_check" CHECK (("reward_ledger"."kind" = 'expired') = ("reward_ledger"."order_id" is null))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_money_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "referrer_user_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "referral_commission_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rewards_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD CONSTRAINT "reward_ledger_member_user_id_members_user_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."members"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD CONSTRAINT "reward_ledger_reward_id_reward_ledger_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."reward_ledger"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD CONSTRAINT "reward_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "members_code_key" ON "members" USING btree (upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "reward_ledger_earned_once" ON "reward_ledger" USING btree ("order_id") WHERE "reward_ledger"."kind" = 'earned';--> statement-breakpoint
CREATE UNIQUE INDEX "reward_ledger_spent_once" ON "reward_ledger" USING btree ("order_id","reward_id") WHERE "reward_ledger"."kind" = 'spent';--> statement-breakpoint
CREATE UNIQUE INDEX "reward_ledger_returned_once" ON "reward_ledger" USING btree ("order_id","reward_id") WHERE "reward_ledger"."kind" = 'returned';--> statement-breakpoint
CREATE UNIQUE INDEX "reward_ledger_expired_once" ON "reward_ledger" USING btree ("reward_id") WHERE "reward_ledger"."kind" = 'expired';--> statement-breakpoint
CREATE INDEX "reward_ledger_member_idx" ON "reward_ledger" USING btree ("member_user_id","created_at");--> statement-breakpoint
CREATE INDEX "reward_ledger_reward_idx" ON "reward_ledger" USING btree ("reward_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_referrer_idx" ON "orders" USING btree ("referrer_user_id") WHERE "orders"."referrer_user_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_referral_check" CHECK ("orders"."referral_commission_paise" >= 0 and ("orders"."referrer_user_id" is not null or "orders"."referral_commission_paise" = 0) and "orders"."referrer_user_id" <> "orders"."user_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_check" CHECK ("orders"."subtotal_paise" >= 0 and "orders"."discount_paise" >= 0 and "orders"."rewards_paise" >= 0 and "orders"."discount_paise" + "orders"."rewards_paise" <= "orders"."subtotal_paise" and "orders"."shipping_paise" >= 0 and "orders"."round_off_paise" between 0 and 99 and "orders"."total_paise" = "orders"."subtotal_paise" - "orders"."discount_paise" - "orders"."rewards_paise" + "orders"."shipping_paise" - "orders"."round_off_paise");--> statement-breakpoint
INSERT INTO "membership_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
