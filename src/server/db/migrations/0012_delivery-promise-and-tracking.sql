CREATE TABLE "delivery_exclusions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_exclusions_kind_check" CHECK ("delivery_exclusions"."kind" in ('pincode', 'state')),
	CONSTRAINT "delivery_exclusions_pincode_check" CHECK ("delivery_exclusions"."kind" <> 'pincode' or "delivery_exclusions"."value" ~ '^[0-9]{6}$')
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_delivery_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "delivery_exclusions" ADD CONSTRAINT "delivery_exclusions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_exclusions_kind_value_key" ON "delivery_exclusions" USING btree ("kind","value");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tracking_url_check" CHECK ("orders"."tracking_url" is null or "orders"."tracking_url" like 'https://%');