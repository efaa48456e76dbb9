import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { ReactNode } from "react";
import { messagesFor, type CatalogueName } from "~/client/lib/i18n/catalogs.server";
import type { Lang } from "~/shared/lang";

/** For a component test: the component inside Lingui's context, with the named catalogues in one language, as a page's loader sends them. */
export function withMessages(element: ReactNode, names: readonly CatalogueName[], lang: Lang = "en") {
  const i18n = setupI18n({ locale: lang, messages: { [lang]: messagesFor(lang, names) } });
  return <I18nProvider i18n={i18n}>{element}</I18nProvider>;
}
