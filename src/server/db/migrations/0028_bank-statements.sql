CREATE TABLE "statement_layouts" (
	"header_key" text PRIMARY KEY NOT NULL,
	"columns" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_key" text NOT NULL,
	"statement_name" text NOT NULL,
	"line_number" integer NOT NULL,
	"booked_on" date NOT NULL,
	"amount_paise" integer NOT NULL,
	"utr" text,
	"narration" text NOT NULL,
	"outcome" text NOT NULL,
	"order_id" uuid,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_lines_outcome_check" CHECK ("statement_lines"."outcome" in ('paid', 'amount_differs', 'unknown', 'utr_used', 'order_not_open', 'no_utr')),
	CONSTRAINT "statement_lines_amount_check" CHECK ("statement_lines"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "statement_layouts" ADD CONSTRAINT "statement_layouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "statement_lines_line_key" ON "statement_lines" USING btree ("line_key");--> statement-breakpoint
CREATE INDEX "statement_lines_utr_idx" ON "statement_lines" USING btree ("utr") WHERE "statement_lines"."utr" is not null;