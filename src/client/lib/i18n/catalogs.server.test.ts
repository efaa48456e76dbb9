import { setupI18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { describe, expect, it } from "vitest";
import { messagesFor } from "./catalogs.server";

const translate = (lang: "en" | "hi", names: string[], descriptor: ReturnType<typeof msg>) =>
  setupI18n({ locale: lang, messages: { [lang]: messagesFor(lang, names) } })._(descriptor);

describe("messagesFor", () => {
  it("gives the layout's words in the page's language", () => {
    expect(translate("hi", ["layout"], msg`Sign In`)).toBe("साइन इन");
    expect(translate("en", ["layout"], msg`Sign In`)).toBe("Sign In");
  });

  it("fills a message's values in either language", () => {
    const freeShippingFrom = "₹499";
    expect(translate("hi", ["layout"], msg`Free Shipping Above ${freeShippingFrom}`)).toBe("₹499 से ऊपर की ख़रीद पर डिलीवरी मुफ़्त");
    expect(translate("en", ["layout"], msg`Free Shipping Above ${freeShippingFrom}`)).toBe("Free Shipping Above ₹499");
  });

  it("merges several catalogues and refuses an unknown one", () => {
    expect(translate("hi", ["cart", "layout"], msg`Wishlist`)).toBe("विशलिस्ट");
    expect(() => messagesFor("hi", ["no-such-catalogue"])).toThrow(/No message catalogue "no-such-catalogue" for "hi"/);
  });
});
