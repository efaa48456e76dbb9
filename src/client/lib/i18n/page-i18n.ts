import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { isLang, langOf, type Lang } from "~/shared/lang";

/** Loader data that carries a route's messages (see catalogs.server.ts). */
export type WithMessages = { messages: Messages };

function messagesIn(data: unknown): Messages | undefined {
  return data && typeof data === "object" && "messages" in data ? (data as WithMessages).messages : undefined;
}

// Numbers each catalogue object, so the set on screen has a key.
const ids = new WeakMap<Messages, number>();
let lastId = 0;
function idOf(messages: Messages): number {
  if (!ids.has(messages)) ids.set(messages, ++lastId);
  return ids.get(messages)!;
}

/** The routes on screen, as useMatches() and a meta function's `matches` give them. */
type Matches = readonly ({ loaderData?: unknown } | undefined)[];

/** The key of the language and catalogues on screen, and a translator over them. */
export function pageCatalogues(lang: Lang, matches: Matches) {
  const catalogues = matches.flatMap((match): Messages[] => {
    const messages = messagesIn(match?.loaderData);
    return messages ? [messages] : [];
  });
  return {
    key: `${lang}:${catalogues.map(idOf).join(",")}`,
    translator: (): I18n => setupI18n({ locale: lang, messages: { [lang]: Object.assign({}, ...catalogues) } }),
  };
}

/** For a route's `meta`: a translator over the messages of the routes being shown. */
export function metaI18n({ matches, location }: { matches: Matches; location: { pathname: string } }): I18n {
  return pageCatalogues(langOf(location.pathname), matches).translator();
}

/** The language of a translator from `useLingui()`: a page's own. */
export function langOfI18n(i18n: I18n): Lang {
  return isLang(i18n.locale) ? i18n.locale : "en";
}
