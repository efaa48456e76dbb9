ALTER TABLE "orders" ADD COLUMN "promo_code_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Orders placed before this column existed: find their code by its text, as cancelling used to.
UPDATE "orders" SET "promo_code_id" = "promo_codes"."id" FROM "promo_codes" WHERE "orders"."promo_code" IS NOT NULL AND upper("promo_codes"."code") = upper("orders"."promo_code");
