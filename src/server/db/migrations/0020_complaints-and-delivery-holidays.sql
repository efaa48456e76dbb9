CREATE TABLE "complaint_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "complaint_counters_last_check" CHECK ("complaint_counters"."last_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "complaint_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"complaint_id" uuid NOT NULL,
	"author_user_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_number" text NOT NULL,
	"year" integer NOT NULL,
	"serial" integer NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"order_id" uuid,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_status_check" CHECK ("complaints"."status" in ('open', 'acknowledged', 'closed')),
	CONSTRAINT "complaints_closed_check" CHECK (("complaints"."status" = 'closed') = ("complaints"."closed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "delivery_holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"name" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "complaint_replies" ADD CONSTRAINT "complaint_replies_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_replies" ADD CONSTRAINT "complaint_replies_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_holidays" ADD CONSTRAINT "delivery_holidays_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_replies_complaint_idx" ON "complaint_replies" USING btree ("complaint_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_ticket_number_key" ON "complaints" USING btree ("ticket_number");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_year_serial_key" ON "complaints" USING btree ("year","serial");--> statement-breakpoint
CREATE INDEX "complaints_user_created_idx" ON "complaints" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "complaints_status_created_idx" ON "complaints" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_holidays_day_key" ON "delivery_holidays" USING btree ("day");--> statement-breakpoint
INSERT INTO "delivery_holidays" ("day", "name") VALUES
	('2026-01-26', 'Republic Day'),
	('2026-03-04', 'Holi'),
	('2026-08-15', 'Independence Day'),
	('2026-10-02', 'Gandhi Jayanti'),
	('2026-11-08', 'Diwali'),
	('2027-01-26', 'Republic Day'),
	('2027-03-22', 'Holi'),
	('2027-08-15', 'Independence Day'),
	('2027-10-02', 'Gandhi Jayanti'),
	('2027-10-29', 'Diwali')
ON CONFLICT ("day") DO NOTHING;
