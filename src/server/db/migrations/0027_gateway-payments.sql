CREATE TABLE "gateway_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_payment_id" text,
	"gateway_refund_id" text,
	"utr" text,
	"reason" text NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_paise" > 0),
	CONSTRAINT "refunds_method_check" CHECK ("refunds"."method" in ('gateway', 'upi', 'bank')),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'sent', 'failed')),
	CONSTRAINT "refunds_sent_check" CHECK (("refunds"."status" = 'sent') = ("refunds"."sent_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gateway_order_id" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_order_id_idx" ON "refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_gateway_refund_id_key" ON "refunds" USING btree ("gateway_refund_id") WHERE "refunds"."gateway_refund_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_gateway_order_id_key" ON "orders" USING btree ("gateway_order_id") WHERE "orders"."gateway_order_id" is not null;