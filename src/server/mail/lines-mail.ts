import { brand } from "~/shared/brand";
import type { MailMessage } from "./transport";

export const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");

/** A short message of plain lines and one link, as text and as HTML, signed with the shop's name. */
export function linesMail(to: string, subject: string, lines: string[], link: { href: string; label: string }): MailMessage {
  const text = [...lines, "", `${link.label}: ${link.href}`, "", `${brand.name} · ${brand.supportEmail}`].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#2b1d0e">
${lines.filter(Boolean).map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>
<p style="color:#666">${escapeHtml(brand.name)} · ${escapeHtml(brand.supportEmail)}</p>
</body></html>`;
  return { to, subject, text, html };
}
