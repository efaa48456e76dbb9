CREATE TABLE "return_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_request_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	CONSTRAINT "return_request_lines_quantity_check" CHECK ("return_request_lines"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"description" text NOT NULL,
	"resolution" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_note" text,
	"decided_by_user_id" text,
	"decided_at" timestamp with time zone,
	"refund_id" uuid,
	"credited_paise" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_requests_reason_check" CHECK ("return_requests"."reason" in ('damaged', 'leaking', 'expired', 'wrong_item', 'missing_item')),
	CONSTRAINT "return_requests_resolution_check" CHECK ("return_requests"."resolution" in ('refund', 'replacement')),
	CONSTRAINT "return_requests_status_check" CHECK ("return_requests"."status" in ('pending', 'approved', 'refused')),
	CONSTRAINT "return_requests_decided_check" CHECK (("return_requests"."status" = 'pending') = ("return_requests"."decided_at" is null)),
	CONSTRAINT "return_requests_refused_check" CHECK ("return_requests"."status" <> 'refused' or "return_requests"."decision_note" is not null)
);
--> statement-breakpoint
DROP INDEX "tax_documents_order_kind_key";--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "return_request_id" uuid;--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_request_id_return_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_request_lines" ADD CONSTRAINT "return_request_lines_request_id_return_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_request_lines" ADD CONSTRAINT "return_request_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "return_photos_request_position_key" ON "return_photos" USING btree ("request_id","position");--> statement-breakpoint
CREATE INDEX "return_request_lines_request_idx" ON "return_request_lines" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_request_lines_open_key" ON "return_request_lines" USING btree ("order_item_id") WHERE "return_request_lines"."open";--> statement-breakpoint
CREATE UNIQUE INDEX "return_request_lines_item_key" ON "return_request_lines" USING btree ("request_id","order_item_id");--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_status_created_idx" ON "return_requests" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_return_request_key" ON "tax_documents" USING btree ("return_request_id") WHERE "tax_documents"."return_request_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_order_kind_key" ON "tax_documents" USING btree ("order_id","kind") WHERE "tax_documents"."return_request_id" is null;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_return_check" CHECK ("tax_documents"."return_request_id" is null or "tax_documents"."kind" = 'credit-note');--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): the return a credit note belongs to is part of
-- the issued document, so it never changes either (0013_invoices.sql, with the new column).
CREATE OR REPLACE FUNCTION "tax_documents_never_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'tax document % is issued: it is never deleted', OLD.number;
  END IF;
  IF (NEW.id, NEW.order_id, NEW.kind, NEW.number, NEW.financial_year, NEW.sequence, NEW.document, NEW.issued_at, NEW.created_at, NEW.return_request_id)
     IS DISTINCT FROM (OLD.id, OLD.order_id, OLD.kind, OLD.number, OLD.financial_year, OLD.sequence, OLD.document, OLD.issued_at, OLD.created_at, OLD.return_request_id) THEN
    RAISE EXCEPTION 'tax document % is issued: only its PDF may be drawn again', OLD.number;
  END IF;
  RETURN NEW;
END $$;
