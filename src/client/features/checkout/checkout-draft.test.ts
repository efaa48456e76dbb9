import { setupI18n } from "@lingui/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messagesFor } from "~/client/lib/i18n/catalogs.server";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import { forgetShopperDrafts, readDraft, writeDraft } from "~/client/lib/session/shopper-drafts";
import { checkoutOrderPlaced, lastOrderId, promoRefusal, readCheckoutDraft, saveCheckoutDraft } from "./checkout-draft";
import { businessDraftName } from "./use-business-buyer";

/** A tab's sessionStorage: it outlives a reload, so a fresh read of it is what the reloaded page sees. */
class TabStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

let storage: TabStorage;
beforeEach(() => {
  storage = new TabStorage();
  vi.stubGlobal("window", { sessionStorage: storage });
});
afterEach(() => vi.unstubAllGlobals());

describe("checkout's draft in this tab", () => {
  it("keeps the promo code and the lucky-draw choice across a reload, for that shopper only", () => {
    saveCheckoutDraft("u1", { promoCode: "MUSTARD10" });
    saveCheckoutDraft("u1", { luckyDraw: true });
    expect(readCheckoutDraft("u1")).toEqual({ promoCode: "MUSTARD10", luckyDraw: true });
    expect(readCheckoutDraft("u2")).toEqual({});
  });

  it("a removed code is forgotten and the other choice stays", () => {
    saveCheckoutDraft("u1", { promoCode: "MUSTARD10", luckyDraw: true });
    saveCheckoutDraft("u1", { promoCode: undefined });
    expect(readCheckoutDraft("u1")).toEqual({ promoCode: undefined, luckyDraw: true });
  });

  it("reads a kept code in capitals, and leaves out what no code looks like or what is not JSON", () => {
    writeDraft("checkout", "u1", { promoCode: "diwali_5", luckyDraw: "yes" });
    expect(readCheckoutDraft("u1")).toEqual({ promoCode: "DIWALI_5", luckyDraw: false });
    writeDraft("checkout", "u1", { promoCode: "<script>", luckyDraw: true });
    expect(readCheckoutDraft("u1")).toEqual({ promoCode: undefined, luckyDraw: true });
    storage.setItem("dff:draft:checkout:u1", "{not json");
    expect(readCheckoutDraft("u1")).toEqual({});
  });

  it("is cleared once the order is placed, business details too, and Back finds that order for an hour", () => {
    saveCheckoutDraft("u1", { promoCode: "MUSTARD10", luckyDraw: true });
    writeDraft(businessDraftName, "u1", { buying: true, name: "Sharma Traders" });
    const placedAt = Date.UTC(2026, 10, 27, 10, 0);
    checkoutOrderPlaced("u1", "ORD-1042", placedAt);
    expect(readCheckoutDraft("u1")).toEqual({});
    expect(readDraft(businessDraftName, "u1")).toBeUndefined();
    expect(lastOrderId("u1", placedAt + 59 * 60_000)).toBe("ORD-1042");
    expect(lastOrderId("u1", placedAt + 61 * 60_000)).toBeNull();
    expect(lastOrderId("u2", placedAt)).toBeNull();
  });

  it("Logout forgets every shopper's drafts in the tab and nothing else", () => {
    saveCheckoutDraft("u1", { promoCode: "MUSTARD10" });
    checkoutOrderPlaced("u2", "ORD-7");
    storage.setItem("scroll:/shop", "420");
    forgetShopperDrafts();
    expect(readCheckoutDraft("u1")).toEqual({});
    expect(lastOrderId("u2")).toBeNull();
    expect(storage.getItem("scroll:/shop")).toBe("420");
  });

  it("a full or refused storage loses the draft, not the checkout", () => {
    vi.spyOn(storage, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    expect(() => saveCheckoutDraft("u1", { luckyDraw: true })).not.toThrow();
    expect(readCheckoutDraft("u1")).toEqual({});
  });
});

describe("why a kept promo code was not applied again", () => {
  // The page's translator, over the checkout catalogue a checkout page is sent.
  const translator = (lang: "en" | "hi") => setupI18n({ locale: lang, messages: { [lang]: messagesFor(lang, ["checkout"]) } });
  const en = translator("en");

  it("gives the server's reason, or says it could not be checked", () => {
    expect(promoRefusal(new ApiRequestError(400, "This code has expired", "Promo expired"), en)).toEqual({ title: "Promo expired", message: "This code has expired" });
    expect(promoRefusal(new ApiRequestError(404, "Unknown code"), en)).toEqual({ title: "Promo code removed", message: "Unknown code" });
    expect(promoRefusal(new ApiRequestError(0, "Failed to fetch"), en).message).toBe("We could not check it just now. Please apply it again.");
    expect(promoRefusal(new ApiRequestError(503, "busy"), en).message).toBe("We could not check it just now. Please apply it again.");
  });

  it("says the shop's own words in Hindi on a Hindi page", () => {
    const hi = translator("hi");
    expect(promoRefusal(new ApiRequestError(404, "Unknown code"), hi)).toEqual({ title: "प्रोमो कोड हटा दिया गया", message: "Unknown code" });
    expect(promoRefusal(new ApiRequestError(503, "busy"), hi).message).toBe("अभी हम इसे जाँच नहीं पाए। कृपया इसे फिर से लागू करें।");
  });
});
