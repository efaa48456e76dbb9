CREATE TABLE "cart_activity" (
	"user_id" text PRIMARY KEY NOT NULL,
	"cart_version" bigint DEFAULT 1 NOT NULL,
	"cart_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_version" bigint
);
--> statement-breakpoint
CREATE TABLE "cart_reminder_consents" (
	"user_id" text PRIMARY KEY NOT NULL,
	"opted_in" boolean DEFAULT false NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_reminders_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash")
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" text NOT NULL,
	"size_id" text NOT NULL,
	"user_id" text,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"confirm_token_hash" text,
	"unsubscribe_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	CONSTRAINT "stock_alerts_status_check" CHECK ("stock_alerts"."status" in ('pending', 'waiting', 'notified', 'unsubscribed'))
);
--> statement-breakpoint
ALTER TABLE "cart_activity" ADD CONSTRAINT "cart_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_reminder_consents" ADD CONSTRAINT "cart_reminder_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_reminders" ADD CONSTRAINT "cart_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_size_id_catalogue_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."catalogue_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_activity_changed_idx" ON "cart_activity" USING btree ("cart_changed_at");--> statement-breakpoint
CREATE INDEX "cart_reminder_consents_opted_in_idx" ON "cart_reminder_consents" USING btree ("user_id") WHERE "cart_reminder_consents"."opted_in";--> statement-breakpoint
CREATE INDEX "cart_reminders_user_created_idx" ON "cart_reminders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "cart_reminders_created_idx" ON "cart_reminders" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_live_key" ON "stock_alerts" USING btree ("size_id",lower("email")) WHERE "stock_alerts"."status" in ('pending', 'waiting');--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_confirm_token_key" ON "stock_alerts" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_unsubscribe_token_key" ON "stock_alerts" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "stock_alerts_waiting_idx" ON "stock_alerts" USING btree ("size_id") WHERE "stock_alerts"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "stock_alerts_user_idx" ON "stock_alerts" USING btree ("user_id");--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): every change to a shopper's cart lines, by
-- whichever code path, moves their cart's version in the same transaction, so a reminder knows
-- whether the cart it would list is one it already listed (docs/decisions/068).
CREATE FUNCTION "cart_activity_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- Only an update: deleting an account deletes its lines too, and a new row would name a user being deleted.
    UPDATE cart_activity SET cart_version = cart_version + 1, cart_changed_at = now() WHERE user_id = OLD.user_id;
    RETURN NULL;
  END IF;
  INSERT INTO cart_activity (user_id) VALUES (NEW.user_id)
  ON CONFLICT (user_id) DO UPDATE SET cart_version = cart_activity.cart_version + 1, cart_changed_at = now();
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "cart_items_touch_activity"
AFTER INSERT OR UPDATE OR DELETE ON "cart_items"
FOR EACH ROW EXECUTE FUNCTION "cart_activity_touch"();
--> statement-breakpoint
-- Carts already filled count as last changed when their newest line was added.
INSERT INTO "cart_activity" ("user_id", "cart_changed_at")
SELECT "user_id", max("created_at") FROM "cart_items" GROUP BY "user_id";
