CREATE TABLE "payment_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"upi_hold_minutes" integer NOT NULL,
	"cod_confirm_min_total_paise" integer NOT NULL,
	"cod_confirm_hours" integer NOT NULL,
	"cod_charge_paise" integer NOT NULL,
	"upi_saving_paise" integer NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_settings_single_row" CHECK ("payment_settings"."id" = 1),
	CONSTRAINT "payment_settings_figures_check" CHECK ("payment_settings"."upi_hold_minutes" between 5 and 1440 and "payment_settings"."cod_confirm_min_total_paise" >= 0 and "payment_settings"."cod_confirm_hours" between 1 and 168 and "payment_settings"."cod_charge_paise" >= 0 and "payment_settings"."upi_saving_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "awaiting" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "awaiting_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_awaiting_until_idx" ON "orders" USING btree ("awaiting_until") WHERE "orders"."awaiting" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_reference_key" ON "orders" USING btree ("payment_reference") WHERE "orders"."payment_reference" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_awaiting_check" CHECK (("orders"."awaiting" is null) = ("orders"."awaiting_until" is null) and ("orders"."awaiting" is null or "orders"."awaiting" in ('upi_payment', 'online_payment', 'cod_confirmation')));--> statement-breakpoint
UPDATE "orders" SET "paid_at" = coalesce((select max(e."created_at") from "order_events" e where e."order_id" = "orders"."id" and e."to_status" = 'delivered'), "orders"."updated_at") WHERE "payment_status" = 'paid';
