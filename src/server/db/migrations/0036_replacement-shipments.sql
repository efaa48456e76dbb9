ALTER TABLE "invoice_counters" DROP CONSTRAINT "invoice_counters_series_check";--> statement-breakpoint
ALTER TABLE "tax_documents" DROP CONSTRAINT "tax_documents_kind_check";--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "replacement_order_id" uuid;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_replacement_order_id_orders_id_fk" FOREIGN KEY ("replacement_order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_replacement_order_key" ON "return_requests" USING btree ("replacement_order_id") WHERE "return_requests"."replacement_order_id" is not null;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_series_check" CHECK ("invoice_counters"."series" in ('invoice', 'credit-note', 'delivery-challan'));--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_kind_check" CHECK ("tax_documents"."kind" in ('invoice', 'credit-note', 'delivery-challan'));--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_replacement_check" CHECK ("return_requests"."replacement_order_id" is null or ("return_requests"."resolution" = 'replacement' and "return_requests"."status" = 'approved'));