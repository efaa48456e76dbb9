import { describe, expect, it } from "vitest";
import { deliveredByText, deliveryDayText } from "./delivery";
import { formatContentDate, formatDateTime, formatOrderDate, previousShopMonthOf } from "./format";

describe("previousShopMonthOf", () => {
  it("is the month before, in Asia/Kolkata's calendar", () => {
    expect(previousShopMonthOf(new Date("2026-10-15T12:00:00Z"))).toBe("2026-09");
    // 19:00 UTC on 31 October is already 1 November in India.
    expect(previousShopMonthOf(new Date("2026-10-31T19:00:00Z"))).toBe("2026-10");
  });

  it("goes back across the new year", () => {
    expect(previousShopMonthOf(new Date("2027-01-05T06:00:00Z"))).toBe("2026-12");
  });
});

describe("dates in Hindi", () => {
  it("name the month in Hindi with Latin digits, in the shop's calendar", () => {
    expect(formatContentDate("2026-03-05T10:00:00Z", "hi")).toBe("5 मार्च 2026");
    expect(formatOrderDate("2026-03-05T10:00:00Z", "hi")).toBe("05 मार्च 2026");
    // 20:00 UTC on 30 September is already 1 October in India.
    expect(formatContentDate("2026-09-30T20:00:00Z", "hi")).toBe("1 अक्टूबर 2026");
    expect(formatContentDate("2026-09-30T20:00:00Z")).toBe("1 Oct 2026");
  });

  it("give a time its part of the day in Hindi where English says am or pm", () => {
    // 09:00 UTC is 14:30 in India.
    expect(formatDateTime("2026-03-05T09:00:00Z")).toBe("05 Mar 2026, 02:30 pm");
    expect(formatDateTime("2026-03-05T09:00:00Z", "hi")).toBe("05 मार्च 2026, दोपहर 2:30");
    expect(formatDateTime("2026-03-05T01:15:00Z", "hi")).toBe("05 मार्च 2026, सुबह 6:45");
    expect(formatDateTime("2026-03-05T12:00:00Z", "hi")).toBe("05 मार्च 2026, शाम 5:30");
    expect(formatDateTime("2026-03-05T18:40:00Z", "hi")).toBe("06 मार्च 2026, रात 12:10");
  });

  it("give a delivery day its Hindi weekday", () => {
    expect(deliveryDayText("2026-11-27", "hi")).toBe("शुक्र, 27 नवंबर");
    expect(deliveredByText("2026-11-27")).toBe("Delivered by Fri, 27 Nov");
  });
});
