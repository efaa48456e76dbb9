import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path";

describe("the path sign-in returns to", () => {
  it("keeps a path on this site with its query", () => {
    expect(safeReturnPath("/shop")).toBe("/shop");
    expect(safeReturnPath("/shop?category=mustard&q=sarson")).toBe("/shop?category=mustard&q=sarson");
    expect(safeReturnPath("/bundles/traditional-oil-duo#reviews")).toBe("/bundles/traditional-oil-duo#reviews");
  });

  it("refuses every way of naming another site", () => {
    for (const value of [
      "//evil.com",
      "//evil.com/shop",
      "https://evil.com",
      "http://evil.com/shop",
      "/\\evil.com",
      "\\\\evil.com",
      "/\t/evil.com",
      "/\n/evil.com",
      "/.//evil.example/",
      "/./..//evil.example/shop",
      "/shop/..//evil.example",
      "javascript:alert(1)",
      "evil.com",
      "shop",
      "",
    ]) {
      expect(safeReturnPath(value), value).toBeNull();
    }
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });

  it("does not return to the sign-in pages, which would loop", () => {
    expect(safeReturnPath("/auth")).toBeNull();
    expect(safeReturnPath("/auth?redirectTo=/shop")).toBeNull();
    expect(safeReturnPath("/auth/reset-password?token=x")).toBeNull();
    expect(safeReturnPath("/authors")).toBe("/authors");
  });

  it("normalises dot segments without leaving the site", () => {
    expect(safeReturnPath("/shop/../cart")).toBe("/cart");
    expect(safeReturnPath("/../../etc")).toBe("/etc");
  });
});
