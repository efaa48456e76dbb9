import { brand } from "~/shared/brand";
import type { MailMessage } from "../transport";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The e-mail with a one-time link to set a new password. */
export function passwordResetEmail({ to, name, url, validMinutes }: { to: string; name: string; url: string; validMinutes: number }): MailMessage {
  const greeting = name.trim() ? `Hello ${name.trim().split(/\s+/)[0]},` : "Hello,";
  const subject = `Reset your ${brand.name} password`;
  const text = [
    greeting,
    "",
    `We received a request to reset the password of your ${brand.name} account. Open this link to choose a new one:`,
    "",
    url,
    "",
    `The link works once and expires in ${validMinutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    "",
    `— ${brand.name}`,
  ].join("\n");
  const html = `<!doctype html>
<html lang="en-IN"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>We received a request to reset the password of your ${escapeHtml(brand.name)} account.</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#235223;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">Choose a new password</a></p>
<p>Or paste this link into your browser:<br><span style="word-break:break-all">${escapeHtml(url)}</span></p>
<p>The link works once and expires in ${validMinutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>
<p>— ${escapeHtml(brand.name)}</p>
</body></html>`;
  return { to, subject, text, html };
}
