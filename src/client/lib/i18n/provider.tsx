import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { LinguiContext } from "@lingui/react";
import { useMemo, type ReactNode } from "react";
import { useLocation, useMatches } from "react-router";
import { langOf } from "~/shared/lang";

/** Loader data that carries the page's messages (see catalogs.server.ts). */
export type WithMessages = { messages: Messages };

function messagesIn(data: unknown): Messages | undefined {
  return data && typeof data === "object" && "messages" in data ? (data as WithMessages).messages : undefined;
}

// Numbers each catalogue object, so the set on screen has a key for useMemo.
const ids = new WeakMap<Messages, number>();
let lastId = 0;
function idOf(messages: Messages): number {
  if (!ids.has(messages)) ids.set(messages, ++lastId);
  return ids.get(messages)!;
}

/**
 * One translator for the messages of every route on screen. Lingui's own provider keeps the first
 * instance it is given; this one hands the context a new instance whenever a navigation brings other
 * messages or the other language, so every `<Trans>` and `t` re-renders with them.
 */
function usePageI18n(): I18n {
  const lang = langOf(useLocation().pathname);
  const catalogues = useMatches().flatMap((match): Messages[] => {
    const messages = messagesIn(match.loaderData);
    return messages ? [messages] : [];
  });
  const key = `${lang}:${catalogues.map(idOf).join(",")}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names the catalogues
  return useMemo(() => setupI18n({ locale: lang, messages: { [lang]: Object.assign({}, ...catalogues) } }), [key]);
}

/** Puts the page's translator in context for Lingui's `<Trans>`, `useLingui` and `t`. */
export function PageI18nProvider({ children }: { children: ReactNode }) {
  const i18n = usePageI18n();
  const value = useMemo(() => ({ i18n, _: i18n._.bind(i18n) }), [i18n]);
  return <LinguiContext.Provider value={value}>{children}</LinguiContext.Provider>;
}
