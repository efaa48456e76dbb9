import { LinguiContext } from "@lingui/react";
import { useCallback, useContext } from "react";
import { translateEnglish } from "~/shared/i18n/translate";

/**
 * For words that arrive as English text (a schema's message, a status label, an answer from better-auth):
 * translates them on a Hindi page with the `shared` catalogue the root loader sends; English pages,
 * and parts drawn outside a page (a component test), show them as they are.
 */
export function useEnglishWords(): (text: string) => string {
  const i18n = useContext(LinguiContext)?.i18n;
  return useCallback((text: string) => (!i18n || i18n.locale === "en" ? text : translateEnglish(i18n, text)), [i18n]);
}
