ALTER TABLE "refunds" ADD COLUMN "payee_upi_id" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "payee_account_holder" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "payee_account_number" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "payee_ifsc" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "payee_masked" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "payee_given_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payee_check" CHECK ("refunds"."method" not in ('upi', 'bank') or "refunds"."payee_masked" is not null);--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payee_erased_check" CHECK ("refunds"."status" <> 'sent' or ("refunds"."payee_upi_id" is null and "refunds"."payee_account_holder" is null and "refunds"."payee_account_number" is null and "refunds"."payee_ifsc" is null));