import { describe, expect, it } from "vitest";
import { deliveredByText, deliveryPromise, deliveryZoneOf, NOT_DELIVERED_TEXT, orderPromiseText, SAME_DAY_TEXT, secondsUntilPromiseChanges, shopDateOf } from "./delivery";

// Fixed instants only: 2026-11-23 is a Monday, 2026-11-29 a Sunday. Asia/Kolkata is UTC+05:30.
const ist = (local: string) => new Date(`${local}+05:30`);

function deliverable(...args: Parameters<typeof deliveryPromise>) {
  const promise = deliveryPromise(...args);
  if (!promise.deliverable) throw new Error("expected a deliverable place");
  return promise;
}

const newDelhi = { state: "Delhi", district: "Central Delhi" };
const noida = { state: "Uttar Pradesh", district: "Gautam Buddha Nagar" };
const jaipur = { state: "Rajasthan", district: "Jaipur" };
const bengaluru = { state: "Karnataka", district: "Bengaluru" };
const mysuru = { state: "Karnataka", district: "Mysore" };
const guwahati = { state: "Assam", district: "Kamrup" };

describe("delivery zones", () => {
  it("puts each place in its zone", () => {
    expect(deliveryZoneOf(newDelhi)).toBe("delhi-ncr");
    expect(deliveryZoneOf(noida)).toBe("delhi-ncr");
    expect(deliveryZoneOf({ state: "Uttar Pradesh", district: "Lucknow" })).toBe("north");
    expect(deliveryZoneOf(jaipur)).toBe("north");
    expect(deliveryZoneOf(bengaluru)).toBe("metro-or-capital");
    expect(deliveryZoneOf({ state: "Maharashtra", district: "Mumbai" })).toBe("metro-or-capital");
    expect(deliveryZoneOf({ state: "Bihar", district: "Patna" })).toBe("metro-or-capital");
    // The same district name in another state is not the capital.
    expect(deliveryZoneOf({ state: "Bihar", district: "Aurangabad" })).toBe("rest");
    expect(deliveryZoneOf(mysuru)).toBe("rest");
    expect(deliveryZoneOf(guwahati)).toBe("remote");
    expect(deliveryZoneOf({ state: "Jammu and Kashmir", district: "Srinagar" })).toBe("remote");
    expect(deliveryZoneOf({ state: "Ladakh", district: "Leh" })).toBe("remote");
    expect(deliveryZoneOf({ state: "Andaman and Nicobar Islands", district: "South Andaman" })).toBe("remote");
    expect(deliveryZoneOf({ state: "Lakshadweep", district: "Lakshadweep" })).toBe("remote");
  });
});

describe("same-day delivery in Delhi-NCR", () => {
  it("is the same day when ordered Monday to Saturday before 14:00 Asia/Kolkata", () => {
    expect(deliveryPromise(newDelhi, ist("2026-11-23T10:00:00"))).toEqual({ deliverable: true, zone: "delhi-ncr", sameDay: true, date: "2026-11-23", text: SAME_DAY_TEXT });
    expect(deliveryPromise(noida, ist("2026-11-23T13:59:59")).text).toBe(SAME_DAY_TEXT);
    expect(deliveryPromise(newDelhi, ist("2026-11-28T09:00:00")).text).toBe(SAME_DAY_TEXT);
  });

  it("is the next business day from 14:00 on", () => {
    expect(deliveryPromise(newDelhi, ist("2026-11-23T14:00:00"))).toEqual({
      deliverable: true,
      zone: "delhi-ncr",
      sameDay: false,
      date: "2026-11-24",
      text: "Delivered by Tue, 24 Nov",
    });
    expect(deliveryPromise(newDelhi, ist("2026-11-27T18:00:00")).text).toBe("Delivered by Sat, 28 Nov");
  });

  it("skips Sunday: Saturday afternoon and all of Sunday deliver on Monday", () => {
    expect(deliverable(newDelhi, ist("2026-11-28T14:00:00")).date).toBe("2026-11-30");
    expect(deliveryPromise(newDelhi, ist("2026-11-29T08:00:00")).text).toBe("Delivered by Mon, 30 Nov");
    expect(deliverable(newDelhi, ist("2026-11-29T23:59:00")).date).toBe("2026-11-30");
  });

  it("counts the day and the hour in Asia/Kolkata, not UTC", () => {
    // Monday 19:00 UTC is Tuesday 00:30 in India: a fresh day, before the cut-off.
    expect(deliveryPromise(newDelhi, new Date("2026-11-23T19:00:00Z"))).toMatchObject({ sameDay: true, date: "2026-11-24" });
    // Monday 08:29 UTC is 13:59 in India (same day); 08:30 UTC is 14:00 (next day).
    expect(deliverable(newDelhi, new Date("2026-11-23T08:29:00Z")).sameDay).toBe(true);
    expect(deliverable(newDelhi, new Date("2026-11-23T08:30:00Z")).date).toBe("2026-11-24");
    // Saturday 18:45 UTC is already Sunday 00:15 in India: Monday.
    expect(deliverable(newDelhi, new Date("2026-11-28T18:45:00Z")).date).toBe("2026-11-30");
  });
});

describe("Delivered by the last business day of the zone's range", () => {
  it("counts Monday to Saturday after the day of ordering, whatever the hour", () => {
    // Monday → 4, 5, 7 and 9 business days later.
    expect(deliveryPromise(jaipur, ist("2026-11-23T10:00:00")).text).toBe("Delivered by Fri, 27 Nov");
    expect(deliveryPromise(jaipur, ist("2026-11-23T20:00:00")).text).toBe("Delivered by Fri, 27 Nov");
    expect(deliveryPromise(bengaluru, ist("2026-11-23T10:00:00")).text).toBe("Delivered by Sat, 28 Nov");
    expect(deliveryPromise(mysuru, ist("2026-11-23T10:00:00")).text).toBe("Delivered by Tue, 1 Dec");
    expect(deliveryPromise(guwahati, ist("2026-11-23T10:00:00"))).toEqual({
      deliverable: true,
      zone: "remote",
      sameDay: false,
      date: "2026-12-03",
      text: "Delivered by Thu, 3 Dec",
    });
  });

  it("never lands on or counts a Sunday", () => {
    // Thursday + 4 business days: Fri, Sat, (Sun), Mon, Tue.
    expect(deliverable(jaipur, ist("2026-11-26T10:00:00")).date).toBe("2026-12-01");
    // Tuesday + 5: Wed, Thu, Fri, Sat, (Sun), Mon.
    expect(deliverable(bengaluru, ist("2026-11-24T10:00:00")).date).toBe("2026-11-30");
  });

  it("counts a Sunday order from Monday", () => {
    expect(deliverable(jaipur, ist("2026-11-29T10:00:00")).date).toBe("2026-12-03");
    expect(deliverable(bengaluru, ist("2026-11-29T10:00:00")).date).toBe("2026-12-04");
  });

  it("crosses months and years", () => {
    expect(deliveryPromise(bengaluru, ist("2026-12-31T10:00:00"))).toMatchObject({ date: "2027-01-06", text: "Delivered by Wed, 6 Jan" });
  });
});

describe("switched off", () => {
  it("promises nothing where staff have stopped deliveries", () => {
    expect(deliveryPromise(newDelhi, ist("2026-11-23T10:00:00"), { switchedOff: true })).toEqual({ deliverable: false, text: NOT_DELIVERED_TEXT });
  });
});

describe("an order's promise in words", () => {
  it("is same-day when the promised day is the day of ordering in Asia/Kolkata", () => {
    expect(orderPromiseText({ promisedDeliveryOn: "2026-11-24", createdAt: "2026-11-23T19:00:00.000Z" })).toBe(SAME_DAY_TEXT);
    expect(orderPromiseText({ promisedDeliveryOn: "2026-11-24", createdAt: "2026-11-23T10:00:00.000Z" })).toBe("Delivered by Tue, 24 Nov");
    expect(orderPromiseText({ promisedDeliveryOn: null, createdAt: "2026-11-23T10:00:00.000Z" })).toBeNull();
  });

  it("writes days the same everywhere", () => {
    expect(deliveredByText("2027-01-06")).toBe("Delivered by Wed, 6 Jan");
    expect(shopDateOf("2026-11-23T18:29:59.000Z")).toBe("2026-11-23");
    expect(shopDateOf("2026-11-23T18:30:00.000Z")).toBe("2026-11-24");
  });
});

describe("how long an answer may be kept", () => {
  it("is until the next 14:00 or midnight in Asia/Kolkata", () => {
    expect(secondsUntilPromiseChanges(ist("2026-11-23T13:00:00"))).toBe(3600);
    expect(secondsUntilPromiseChanges(ist("2026-11-23T15:00:00"))).toBe(9 * 3600);
    expect(secondsUntilPromiseChanges(ist("2026-11-23T23:59:59"))).toBe(1);
  });
});

describe("the WhatsApp update staff send", () => {
  it("writes the courier and tracking for a shipped order, to 91 and the customer's 10 digits", async () => {
    const { orderUpdateWhatsAppLink } = await import("./order-update-message");
    const link = orderUpdateWhatsAppLink(
      {
        orderNumber: "ORD-1-ABCDEFG",
        orderStatus: "shipped",
        totalPaise: 38_700,
        shipping: { fullName: "Asha Devi", phone: "9876543210" },
        tracking: { courier: "Blue Dart", trackingNumber: "BD123", trackingUrl: "https://track.example.com/BD123" },
      },
      "https://shop.example.in/account/orders/ORD-1-ABCDEFG",
    );
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe("https://wa.me/919876543210");
    expect(url.searchParams.get("text")).toBe(
      [
        "Hello Asha,",
        "your Demo Farm Foods order #ORD-1-ABCDEFG has been shipped with Blue Dart, tracking number BD123.",
        "Track it: https://track.example.com/BD123",
        "Please keep ₹387 ready in cash for the delivery.",
        "Your order: https://shop.example.in/account/orders/ORD-1-ABCDEFG",
      ].join("\n"),
    );
  });
});
