import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withMessages } from "~/client/test/i18n";
import type { Lang } from "~/shared/lang";
import { useCartLinkLabel } from "./cart-count-badge";

// The header's cart icon is named with its count, a plural in each language; its words travel with the layout's catalogue.

function Label({ count }: { count: number }) {
  return <>{useCartLinkLabel(count)}</>;
}

const label = (count: number, lang: Lang) => renderToStaticMarkup(withMessages(<Label count={count} />, ["layout"], lang));

describe("the cart icon's name", () => {
  it("says SPEC's English words", () => {
    expect([0, 1, 2, 12].map((count) => label(count, "en"))).toEqual(["Cart", "Cart, 1 item", "Cart, 2 items", "Cart, 12 items"]);
  });

  it("counts in Hindi", () => {
    expect([0, 1, 2, 12].map((count) => label(count, "hi"))).toEqual(["कार्ट", "कार्ट, 1 चीज़", "कार्ट, 2 चीज़ें", "कार्ट, 12 चीज़ें"]);
  });
});
