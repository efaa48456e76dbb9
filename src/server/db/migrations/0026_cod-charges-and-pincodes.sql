CREATE TABLE "cod_blocked_pincodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pincode" text NOT NULL,
	"note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_blocked_pincodes_pincode_unique" UNIQUE("pincode"),
	CONSTRAINT "cod_blocked_pincodes_pincode_check" CHECK ("cod_blocked_pincodes"."pincode" ~ '^[0-9]{6}$'),
	CONSTRAINT "cod_blocked_pincodes_note_check" CHECK ("cod_blocked_pincodes"."note" is null or char_length("cod_blocked_pincodes"."note") <= 200)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_money_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_charge_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "upi_saving_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cod_blocked_pincodes" ADD CONSTRAINT "cod_blocked_pincodes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_check" CHECK ("orders"."subtotal_paise" >= 0 and "orders"."discount_paise" >= 0 and "orders"."rewards_paise" >= 0 and "orders"."discount_paise" + "orders"."rewards_paise" <= "orders"."subtotal_paise" and "orders"."shipping_paise" >= 0 and "orders"."cod_charge_paise" >= 0 and "orders"."upi_saving_paise" >= 0 and "orders"."round_off_paise" between 0 and 99 and "orders"."total_paise" >= 0 and "orders"."total_paise" = "orders"."subtotal_paise" - "orders"."discount_paise" - "orders"."rewards_paise" + "orders"."shipping_paise" + "orders"."cod_charge_paise" - "orders"."upi_saving_paise" - "orders"."round_off_paise");