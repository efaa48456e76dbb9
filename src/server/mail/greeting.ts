import type { Lang } from "~/shared/lang";
import { say } from "~/server/i18n/language";

/** "Hello Asha," or "Hello there,": the first word of the name, in the e-mail's language. */
export function greeting(lang: Lang, name: string): string {
  const first = name.split(/\s+/)[0];
  return first ? say(lang, "Hello {name},", { name: first }) : say(lang, "Hello there,");
}
