import { useLingui } from "@lingui/react";
import { useCallback } from "react";
import { deliveredByText, deliveryDayText, NOT_DELIVERED_TEXT, SAME_DAY_TEXT } from "~/shared/delivery";
import { translateEnglish } from "~/shared/i18n/translate";
import { langOfI18n } from "./page-i18n";

/** A delivery promise as the server or an order states it: the day is YYYY-MM-DD in the shop's calendar. */
type StatedPromise = { deliverable: false } | { deliverable: true; sameDay: boolean; date: string };

/**
 * The promise in the page's language: "Same-day delivery", "Delivered by Fri, 27 Nov" ("शुक्र, 27 नवंबर
 * तक डिलीवरी"), or that the area is not delivered to. Its words are the `shared` catalogue's.
 */
export function usePromiseWords(): (promise: StatedPromise) => string {
  const { i18n } = useLingui();
  return useCallback(
    (promise: StatedPromise) => {
      const lang = langOfI18n(i18n);
      const english = !promise.deliverable ? NOT_DELIVERED_TEXT : promise.sameDay ? SAME_DAY_TEXT : deliveredByText(promise.date);
      if (lang === "en") return english;
      if (!promise.deliverable || promise.sameDay) return translateEnglish(i18n, english);
      return i18n._("Delivered by {date}", { date: deliveryDayText(promise.date, lang) });
    },
    [i18n],
  );
}
