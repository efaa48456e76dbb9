import { describe, expect, it } from "vitest";
import { upiAmount, upiPayLink } from "./upi";

describe("the UPI pay link (NPCI's linking specification)", () => {
  it("carries the payee, the amount to the paisa, INR, the order number as reference and a note, each URL-encoded", () => {
    const link = upiPayLink({ vpa: "demofarmfoods@icici", name: "Demo Farm Foods" }, { orderNumber: "ORD-1764270000000-AB12CD3", totalPaise: 46_405 });
    expect(link).toBe("upi://pay?pa=demofarmfoods%40icici&pn=Demo%20Farm%20Foods&am=464.05&cu=INR&tr=ORD-1764270000000-AB12CD3&tn=Order%20ORD-1764270000000-AB12CD3");
    const params = new URL(link).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      pa: "demofarmfoods@icici",
      pn: "Demo Farm Foods",
      am: "464.05",
      cu: "INR",
      tr: "ORD-1764270000000-AB12CD3",
      tn: "Order ORD-1764270000000-AB12CD3",
    });
  });

  it("writes whole rupees and small amounts with two decimals", () => {
    expect([upiAmount(46_400), upiAmount(5), upiAmount(0), upiAmount(100_000_01)]).toEqual(["464.00", "0.05", "0.00", "100000.01"]);
  });

  it("encodes a payee name with an ampersand so it cannot add a parameter", () => {
    const link = upiPayLink({ vpa: "shop@upi", name: "Oil & Grains" }, { orderNumber: "ORD-1-A", totalPaise: 100 });
    expect(new URL(link).searchParams.get("pn")).toBe("Oil & Grains");
    expect([...new URL(link).searchParams.keys()]).toEqual(["pa", "pn", "am", "cu", "tr", "tn"]);
  });
});
