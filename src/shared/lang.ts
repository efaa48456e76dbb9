// The shop's two languages: English at today's paths, Hindi under /hi (PRODUCT.md "Hindi").

export const LANGS = ["en", "hi"] as const;
export type Lang = (typeof LANGS)[number];

/** The cookie that remembers a shopper's choice; a document GET of an English path goes to /hi when it says "hi". */
export const LANG_COOKIE = "lang";
export const LANG_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** The value of `<html lang>` and hreflang for each language. */
export const htmlLang: Record<Lang, string> = { en: "en-IN", hi: "hi" };

const HINDI_PREFIX = "/hi";

export const isLang = (value: unknown): value is Lang => value === "en" || value === "hi";

/** The language a path is in: /hi and everything under it is Hindi. */
export function langOf(pathname: string): Lang {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? "hi" : "en";
}

/** The path without its language prefix (the English path). */
export function unlocalized(pathname: string): string {
  if (langOf(pathname) === "en") return pathname;
  return pathname.slice(HINDI_PREFIX.length) || "/";
}

/** Paths outside the shopper pages: the back office, the API and share links stay unprefixed. */
export function isShopperPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !/^\/(admin|api|r)(\/|$|\?|#)/.test(path);
}

/** A shop path (with any query and fragment) in a language; other paths and full URLs as given. */
export function localize(lang: Lang, path: string): string {
  if (!isShopperPath(path)) return path;
  const english = path.replace(/^\/hi(?=$|[/?#])/, "") || "/";
  if (lang === "en") return english.startsWith("/") ? english : `/${english}`;
  if (/^\/(?=$|[?#])/.test(english)) return `${HINDI_PREFIX}${english.slice(1)}`;
  return `${HINDI_PREFIX}${english}`;
}

/** The same page (path and query) in the other language: where the language switch leads. */
export function otherLanguagePath(url: { pathname: string; search: string }): string {
  const other: Lang = langOf(url.pathname) === "hi" ? "en" : "hi";
  return localize(other, `${url.pathname}${url.search}`);
}

/** The language a Cookie header remembers, or null when it names none. */
export function langFromCookie(cookieHeader: string | undefined | null): Lang | null {
  const match = /(?:^|;\s*)lang=([^;]*)/.exec(cookieHeader ?? "");
  return match && isLang(match[1]) ? match[1] : null;
}

/** The Set-Cookie value (or document.cookie string) that remembers a language for a year. */
export function langCookie(lang: Lang): string {
  return `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax`;
}
