import { LinguiContext } from "@lingui/react";
import { useCallback, useContext } from "react";
import { translateEnglish } from "~/shared/i18n/translate";

/** Words that arrive as English text (a schema's message, better-auth's answer), translated on Hindi pages with the root's `shared` catalogue. */
export function useEnglishWords(): (text: string) => string {
  const i18n = useContext(LinguiContext)?.i18n;
  return useCallback((text: string) => (!i18n || i18n.locale === "en" ? text : translateEnglish(i18n, text)), [i18n]);
}
