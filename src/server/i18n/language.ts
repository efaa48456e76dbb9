import { setupI18n } from "@lingui/core";
import type { Context } from "hono";
import { messages as serverHi } from "~/locales/hi/server";
import { messages as sharedHi } from "~/locales/hi/shared";
import type { Lang } from "~/shared/lang";
import { translateEnglish } from "~/shared/i18n/translate";

// An API answer to a Hindi page is in Hindi: the shop's browser code names the page's language in
// Accept-Language (src/client/lib/shop-fetch.ts), and the server's English words are translated by their text.

const hindi = setupI18n({ locale: "hi", messages: { hi: { ...sharedHi, ...serverHi } } });

/** The language a request asks its answer in: Hindi when Accept-Language puts Hindi first, else English. */
export function answerLanguage(c: Context): Lang {
  return acceptedLanguage(c.req.header("Accept-Language"));
}

/** The language an Accept-Language header asks for, as `answerLanguage` reads it (for a bare Request, as better-auth passes). */
export function acceptedLanguage(header: string | null | undefined): Lang {
  const first = header?.split(",")[0]?.trim().toLowerCase() ?? "";
  return first === "hi" || first.startsWith("hi-") ? "hi" : "en";
}

/** Words the server wrote in English, in `lang`. */
export function inLanguage(lang: Lang, text: string): string {
  return lang === "hi" ? translateEnglish(hindi, text) : text;
}

/**
 * A sentence by its English template, with its values: `say(lang, "Your order #{orderNumber} has been placed.", { orderNumber })`.
 * Hindi where the `server` or `shared` catalogue has the template (e-mails to an order placed in Hindi); else the English.
 */
export function say(lang: Lang, template: string, values: Record<string, string | number> = {}): string {
  if (lang === "hi" && Object.hasOwn(hindi.messages, template)) return hindi._(template, values);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
