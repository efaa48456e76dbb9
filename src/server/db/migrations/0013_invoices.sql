CREATE TABLE "invoice_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year"),
	CONSTRAINT "invoice_counters_series_check" CHECK ("invoice_counters"."series" in ('invoice', 'credit-note')),
	CONSTRAINT "invoice_counters_last_check" CHECK ("invoice_counters"."last_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"document" jsonb NOT NULL,
	"pdf" "bytea",
	"issued_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_documents_kind_check" CHECK ("tax_documents"."kind" in ('invoice', 'credit-note')),
	CONSTRAINT "tax_documents_sequence_check" CHECK ("tax_documents"."sequence" >= 1)
);
--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD COLUMN "hsn_code" text;--> statement-breakpoint
-- PRODUCT.md's defaults: each category's HSN; a bundle its main item's (the Healthy Grains Combo is
-- daliya's, the Organic Grains Pack chana's, the rest mustard oil's). Every rate is 5% (the column default).
UPDATE "catalogue_items" SET "hsn_code" = CASE
  WHEN "category" = 'mustard-oils' THEN '1514'
  WHEN "category" = 'pulses' THEN '0713'
  WHEN "category" = 'grains' THEN '1103'
  WHEN "id" = 'bundle-3' THEN '1103'
  WHEN "id" = 'bundle-6' THEN '0713'
  ELSE '1514'
END;--> statement-breakpoint
ALTER TABLE "catalogue_items" ALTER COLUMN "hsn_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD COLUMN "gst_rate_bp" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_business_name" text;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_number_key" ON "tax_documents" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_order_kind_key" ON "tax_documents" USING btree ("order_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_series_key" ON "tax_documents" USING btree ("kind","financial_year","sequence");--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD CONSTRAINT "catalogue_items_hsn_check" CHECK ("catalogue_items"."hsn_code" ~ '^[0-9]{4}([0-9]{2}){0,2}$');--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD CONSTRAINT "catalogue_items_gst_rate_check" CHECK ("catalogue_items"."gst_rate_bp" in (0, 500, 1800, 4000));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_check" CHECK (("orders"."buyer_gstin" is null) = ("orders"."buyer_business_name" is null) and ("orders"."buyer_gstin" is null or "orders"."buyer_gstin" ~ '^[0-9]{2}[A-Z0-9]{13}$'));--> statement-breakpoint
-- Issued documents never change and are never deleted (PRODUCT.md): only the PDF drawn from the
-- stored document may be written (again). Orders that have them cannot be deleted either (RESTRICT).
CREATE FUNCTION "tax_documents_never_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'tax document % is issued: it is never deleted', OLD.number;
  END IF;
  IF (NEW.id, NEW.order_id, NEW.kind, NEW.number, NEW.financial_year, NEW.sequence, NEW.document, NEW.issued_at, NEW.created_at)
     IS DISTINCT FROM (OLD.id, OLD.order_id, OLD.kind, OLD.number, OLD.financial_year, OLD.sequence, OLD.document, OLD.issued_at, OLD.created_at) THEN
    RAISE EXCEPTION 'tax document % is issued: only its PDF may be drawn again', OLD.number;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "tax_documents_never_change" BEFORE UPDATE OR DELETE ON "tax_documents"
FOR EACH ROW EXECUTE FUNCTION "tax_documents_never_change"();
