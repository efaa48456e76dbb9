import { LinguiContext } from "@lingui/react";
import { useEffect, useMemo, type ReactNode } from "react";
import { translateEnglish } from "~/shared/i18n/translate";
import { translateToastsWith } from "../toast";
import { useLocation, useMatches } from "react-router";
import { langOf } from "~/shared/lang";
import { pageCatalogues } from "./page-i18n";

/** Lingui's own provider keeps the first instance it is given; this one hands a new one whenever navigation brings other messages. */
export function PageI18nProvider({ children }: { children: ReactNode }) {
  const { key, translator } = pageCatalogues(langOf(useLocation().pathname), useMatches());
  const value = useMemo(() => {
    const i18n = translator();
    return { i18n, _: i18n._.bind(i18n) };
    // The key names the language and catalogues: a new translator only when they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  // A toast's words are often English text from the server or a schema: shown in the page's language.
  useEffect(() => translateToastsWith((text) => (value.i18n.locale === "en" ? text : translateEnglish(value.i18n, text))), [value]);
  return <LinguiContext.Provider value={value}>{children}</LinguiContext.Provider>;
}
