import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Env } from "../env";
import type { Logger } from "../logger";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** `<id@host>`, the same on every attempt, so a message sent twice shows as one. */
  messageId?: string;
};

export type Mailer = { send(message: MailMessage): Promise<void> };

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as JSON to DATA_DIR/outbox, so
 * password reset and order e-mails work on a laptop and can be read by tests.
 */
export function createMailer(env: Pick<Env, "SMTP_URL" | "MAIL_FROM" | "DATA_DIR">, logger: Logger): Mailer {
  if (env.SMTP_URL) {
    // Shorter than nodemailer's defaults (2 min to connect, 10 min idle), so a hung server fails the
    // attempt and the queue retries it later, before the job's own expiry (emails/queue.ts).
    const transport = nodemailer.createTransport({ url: env.SMTP_URL, connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 });
    return {
      async send(message) {
        await transport.sendMail({ from: env.MAIL_FROM, ...message });
        logger.info("mail sent", { to: message.to, subject: message.subject });
      },
    };
  }
  const outbox = path.resolve(env.DATA_DIR, "outbox");
  return {
    async send(message) {
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${Date.now()}-${randomUUID()}.json`);
      // Written under another name, then renamed: whoever reads the outbox (a test, a developer's
      // script) sees each message whole or not at all, never a half-written file.
      const partial = `${file}.partial`;
      await writeFile(partial, JSON.stringify({ from: env.MAIL_FROM, ...message, sentAt: new Date().toISOString() }, null, 2));
      await rename(partial, file);
      logger.info("mail written to outbox (no SMTP_URL set)", { to: message.to, subject: message.subject, file });
    },
  };
}
