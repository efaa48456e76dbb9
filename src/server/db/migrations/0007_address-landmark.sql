ALTER TABLE "addresses" ADD COLUMN "landmark" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_landmark" text;