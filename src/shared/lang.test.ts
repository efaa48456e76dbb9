import { describe, expect, it } from "vitest";
import { langCookie, langFromCookie, langOf, localize, otherLanguagePath, unlocalized } from "./lang";

describe("langOf", () => {
  it("reads Hindi from the /hi prefix only", () => {
    expect(langOf("/hi")).toBe("hi");
    expect(langOf("/hi/shop/kachi-ghani")).toBe("hi");
    expect(langOf("/")).toBe("en");
    expect(langOf("/hindi-recipes")).toBe("en");
    expect(langOf("/shop")).toBe("en");
  });
});

describe("localize", () => {
  it("puts /hi in front of shop paths, keeping the query and fragment", () => {
    expect(localize("hi", "/")).toBe("/hi");
    expect(localize("hi", "/?ref=ABC")).toBe("/hi?ref=ABC");
    expect(localize("hi", "/shop?category=mustard#top")).toBe("/hi/shop?category=mustard#top");
    expect(localize("hi", "/hi/cart")).toBe("/hi/cart");
  });

  it("takes /hi off for English", () => {
    expect(localize("en", "/hi")).toBe("/");
    expect(localize("en", "/hi?q=dal")).toBe("/?q=dal");
    expect(localize("en", "/hi/shop/x")).toBe("/shop/x");
    expect(localize("en", "/hindi")).toBe("/hindi");
  });

  it("leaves the back office, the API, share links and other sites alone", () => {
    for (const path of ["/admin", "/admin/orders", "/api/cart", "/r/ABC", "https://wa.me/91", "//evil.example", "#main", "mailto:a@b.in"]) {
      expect(localize("hi", path)).toBe(path);
    }
  });
});

describe("the language switch and the cookie", () => {
  it("leads to the same page and query in the other language", () => {
    expect(otherLanguagePath({ pathname: "/shop", search: "?q=dal" })).toBe("/hi/shop?q=dal");
    expect(otherLanguagePath({ pathname: "/hi/shop", search: "?q=dal" })).toBe("/shop?q=dal");
    expect(otherLanguagePath({ pathname: "/hi", search: "" })).toBe("/");
    expect(unlocalized("/hi/cart")).toBe("/cart");
  });

  it("reads only a known language from the cookie", () => {
    expect(langFromCookie("a=1; lang=hi; b=2")).toBe("hi");
    expect(langFromCookie("lang=en")).toBe("en");
    expect(langFromCookie("lang=fr")).toBeNull();
    expect(langFromCookie("slang=hi")).toBeNull();
    expect(langFromCookie(undefined)).toBeNull();
    expect(langCookie("hi")).toContain("lang=hi; Path=/; Max-Age=31536000; SameSite=Lax");
  });
});
