import type { I18n, Messages } from "@lingui/core";

// Words written in English in shared code (a schema's message, a status, a server's refusal) are
// shown in the shopper's language by their text: a catalogue keyed by the English (./words.ts)
// answers it, and a key holding `{name}` matches text with any value there.

type Pattern = { id: string; regex: RegExp; names: string[] };
const patternsOf = new WeakMap<Messages, Pattern[]>();

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");

function patternOf(id: string): Pattern {
  const names: string[] = [];
  const source = id
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      if (names.includes(name)) return `\\k<${name}>`;
      names.push(name);
      return `(?<${name}>.+?)`;
    })
    .join("");
  return { id, regex: new RegExp(`^${source}$`, "s"), names };
}

function patterns(messages: Messages): Pattern[] {
  let found = patternsOf.get(messages);
  if (!found) {
    found = Object.keys(messages).filter((id) => /\{\w+\}/.test(id)).map(patternOf);
    patternsOf.set(messages, found);
  }
  return found;
}

/** `text` in the translator's language where its catalogues know it (exactly, or as a pattern); else `text` unchanged. */
export function translateEnglish(i18n: I18n, text: string): string {
  const messages = i18n.messages;
  if (Object.hasOwn(messages, text)) return i18n._(text);
  for (const { id, regex } of patterns(messages)) {
    const values = regex.exec(text)?.groups;
    if (values) return i18n._(id, values);
  }
  return text;
}
