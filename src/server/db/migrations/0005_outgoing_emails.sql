CREATE TABLE "outgoing_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outgoing_emails_status_check" CHECK ("outgoing_emails"."status" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "outgoing_emails_status_created_idx" ON "outgoing_emails" USING btree ("status","created_at" DESC NULLS LAST);