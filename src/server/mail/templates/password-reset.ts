import { brand } from "~/shared/brand";
import type { Lang } from "~/shared/lang";
import { say } from "~/server/i18n/language";
import type { MailMessage } from "../transport";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The e-mail with a one-time link to set a new password, in the language of the page it was asked on. */
export function passwordResetEmail({ to, name, url, validMinutes, lang = "en" }: { to: string; name: string; url: string; validMinutes: number; lang?: Lang }): MailMessage {
  const greeting = name.trim() ? say(lang, "Hello {name},", { name: name.trim().split(/\s+/)[0]! }) : say(lang, "Hello,");
  const values = { shop: brand.name, minutes: validMinutes };
  const subject = say(lang, "Reset your {shop} password", values);
  const expiry = say(lang, "The link works once and expires in {minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.", values);
  const text = [
    greeting,
    "",
    say(lang, "We received a request to reset the password of your {shop} account. Open this link to choose a new one:", values),
    "",
    url,
    "",
    expiry,
    "",
    `— ${brand.name}`,
  ].join("\n");
  const requested = escapeHtml(say(lang, "We received a request to reset the password of your {shop} account.", values));
  const html = `<!doctype html>
<html lang="${lang === "hi" ? "hi" : "en-IN"}"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${requested}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#235223;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(say(lang, "Choose a new password"))}</a></p>
<p>${escapeHtml(say(lang, "Or paste this link into your browser:"))}<br><span style="word-break:break-all">${escapeHtml(url)}</span></p>
<p>${escapeHtml(expiry)}</p>
<p>— ${escapeHtml(brand.name)}</p>
</body></html>`;
  return { to, subject, text, html };
}
