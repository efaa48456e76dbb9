import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

// Every e-mail, written in the transaction of the change that causes it (docs/decisions/012-email-queue.md).

export const outgoingEmails = pgTable("outgoing_emails", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** What the message is about: 'password_reset', 'order_confirmation', 'order_status'. */
  kind: text("kind").notNull(),
  recipient: text("recipient").notNull(),
  subject: text("subject").notNull(),
  /** The body; a password reset's is erased once it is sent or given up, so no working link stays behind. */
  textBody: text("text_body").notNull(),
  htmlBody: text("html_body"),
  status: text("status").notNull().default("queued"),
  /** Delivery attempts so far, resends included. */
  attempts: integer("attempts").notNull().default(0),
  /** The last attempt's failure, without credentials; null once sent. */
  lastError: text("last_error"),
  createdAt: createdAt(),
  sentAt: timestamp("sent_at", { withTimezone: true }),
}, (t) => [
  check("outgoing_emails_status_check", sql`${t.status} in ('queued', 'sent', 'failed')`),
  index("outgoing_emails_status_created_idx").on(t.status, t.createdAt.desc()),
]);
