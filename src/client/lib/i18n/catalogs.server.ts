import type { Messages } from "@lingui/core";
import { langOf, type Lang } from "~/shared/lang";
import type { WithMessages } from "./page-i18n";

// Every compiled catalogue (src/locales/{lang}/{name}.ts, written by `npm run i18n`) is bundled into
// the server only: a page receives the ones it shows in its loader data, in its own language.
const compiled = import.meta.glob<Messages>("/src/locales/**/*.ts", { eager: true, import: "messages" });

/** A catalogue's name: its path under src/locales/{lang}/ ("layout", a feature's folder name, "pages/our-story"). */
export type CatalogueName = string;

function catalogue(lang: Lang, name: CatalogueName): Messages {
  const messages = compiled[`/src/locales/${lang}/${name}.ts`];
  if (!messages) throw new Error(`No message catalogue "${name}" for "${lang}": run npm run i18n`);
  return messages;
}

/** The messages of the named catalogues in one language, as one object for loader data. */
export function messagesFor(lang: Lang, names: readonly CatalogueName[]): Messages {
  return names.length === 1 ? catalogue(lang, names[0]!) : Object.assign({}, ...names.map((name) => catalogue(lang, name)));
}

/**
 * The named catalogues in the language of the page asked for. `url` is the loader's own argument:
 * `request.url` of a client-side navigation is /hi.data, which names no language.
 */
export function requestMessages(url: URL, names: readonly CatalogueName[]): WithMessages {
  return { messages: messagesFor(langOf(url.pathname), names) };
}

/** A route's loader that sends only the named catalogues. */
export function messagesLoader(names: readonly CatalogueName[]) {
  return ({ url }: { url: URL }) => requestMessages(url, names);
}
