import { brand } from "~/shared/brand";
import type { Lang } from "~/shared/lang";
import { greeting } from "./greeting";
import type { MailMessage } from "./transport";

export const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");

export type MailLink = { href: string; label: string };

type LinesMail = {
  to: string;
  /** The addressee's name: the message opens "Hello Asha," (greeting.ts) and a blank line; without it, the lines say their own hello. */
  name?: string;
  subject: string;
  lines: string[];
  link: MailLink;
  /** Under the signature, when given. */
  unsubscribe?: MailLink;
  /** The language the caller wrote the words in; a Hindi message's HTML says so in its lang attribute. */
  lang: Lang;
};

/** A short message of plain lines and one link, as text and as HTML, signed with the shop's name. */
export function linesMail({ to, name, subject, lines: words, link, unsubscribe, lang }: LinesMail): MailMessage {
  const lines = name === undefined ? words : [greeting(lang, name), "", ...words];
  const footer = unsubscribe ? ["", `${unsubscribe.label}: ${unsubscribe.href}`] : [];
  const text = [...lines, "", `${link.label}: ${link.href}`, "", `${brand.name} · ${brand.supportEmail}`, ...footer].join("\n");
  const html = `<!doctype html><html${lang === "hi" ? ' lang="hi"' : ""}><body style="font-family:system-ui,sans-serif;color:#2b1d0e">
${lines.filter(Boolean).map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>
<p style="color:#666">${escapeHtml(brand.name)} · ${escapeHtml(brand.supportEmail)}</p>
${unsubscribe ? `<p style="color:#666;font-size:12px"><a href="${escapeHtml(unsubscribe.href)}">${escapeHtml(unsubscribe.label)}</a></p>\n` : ""}</body></html>`;
  return { to, subject, text, html };
}
