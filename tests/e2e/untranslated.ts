import type { Page } from "@playwright/test";
import { brand, registeredAddressText, seller } from "../../src/shared/brand";

// The untranslated-text checks of issue 45 (hindi-untranslated.spec.ts and the signed-in walks of the
// Hindi specs): English left on a Hindi page, and message ids shown where a catalogue was not sent.

/** Names, addresses and marks that are the same in every language. */
export const names = [
  seller.legalName,
  registeredAddressText(),
  seller.grievanceOfficer.name,
  brand.name,
  "Delhi-NCR",
  "WhatsApp",
  "Instagram",
  "Facebook",
  "YouTube",
  "FSSAI",
  "GSTIN",
];

/** Every text a shopper meets: what is drawn, and what a screen reader says (labels, alt text, titles); or only inside `within` (a CSS selector). */
export function shownText(page: Page, within?: string) {
  return page.evaluate((within) => {
    const root = within ? document.querySelector<HTMLElement>(within)! : document.body;
    const texts = within ? [root.innerText] : [document.title, root.innerText];
    for (const element of root.querySelectorAll("[aria-label], [alt], [title], [placeholder]")) {
      for (const name of ["aria-label", "alt", "title", "placeholder"]) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts.join("\n");
  }, within);
}

/** Runs of three or more Latin-script words left once the names are taken out, and dates or times written the English way ("07 Dec 2026", "09:49 am"). */
export function englishIn(text: string): string[] {
  const withoutNames = names.reduce((rest, name) => rest.replaceAll(name, " "), text);
  const words = withoutNames.match(/[A-Za-z][A-Za-z'’-]*(?:[\s,.:;!?&()/-]+[A-Za-z][A-Za-z'’-]*){2,}/g) ?? [];
  const dates = withoutNames.match(/\b\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b|\b\d{1,2}:\d{2} ?(?:am|pm)\b/gi) ?? [];
  return [...words, ...dates];
}

/** A missing message shows its id: six characters of base64, with a digit, a capital or a sign. */
export function messageIdsIn(text: string): string[] {
  return (text.match(/(?<![\w/+])[A-Za-z0-9+/]{6}(?![\w/+])/g) ?? []).filter((token) => /[0-9+/]/.test(token) && /[A-Z]/.test(token) && /[a-z]/.test(token));
}
