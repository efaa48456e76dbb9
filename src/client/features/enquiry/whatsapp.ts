import { brand } from "~/shared/brand";

/** A wa.me chat with the shop's number and the given lines as the pre-filled message. */
export function whatsappLink(lines: readonly (string | false | undefined)[]): string {
  const text = lines.filter((line): line is string => Boolean(line)).join("\n");
  return `https://wa.me/${brand.whatsappNumber}?text=${encodeURIComponent(text)}`;
}

/** Opens the chat in a new tab; the form has already been checked, and nothing goes to our server. */
export function openWhatsapp(url: string) {
  window.open(url, "_blank", "noopener,noreferrer");
}
