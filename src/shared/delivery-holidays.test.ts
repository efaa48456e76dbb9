import { describe, expect, it } from "vitest";
import { deliveryPromise, type DeliveryPlace, type Holidays } from "./delivery";

// Business days with delivery holidays, the clock moved through one week around Gandhi Jayanti
// (Friday 2 October 2026) and Independence Day (Saturday 15 August 2026). Asia/Kolkata is UTC+05:30.
const ist = (local: string) => new Date(`${local}+05:30`);
const newDelhi = { state: "Delhi", district: "Central Delhi" };
const bengaluru = { state: "Karnataka", district: "Bengaluru" };
const guwahati = { state: "Assam", district: "Kamrup" };
const holidays: Holidays = new Set(["2026-08-15", "2026-10-02"]);

const promisedOn = (place: DeliveryPlace, at: string, days: Holidays = holidays) => {
  const promise = deliveryPromise(place, ist(at), { holidays: days });
  if (!promise.deliverable) throw new Error("expected a deliverable place");
  return promise;
};

describe("delivery promises around delivery holidays", () => {
  it("moves Delhi's next-day promise past a holiday, and gives no same-day on one", () => {
    expect(promisedOn(newDelhi, "2026-10-01T15:00:00")).toMatchObject({ sameDay: false, date: "2026-10-03", text: "Delivered by Sat, 3 Oct" });
    expect(promisedOn(newDelhi, "2026-10-02T09:00:00")).toMatchObject({ sameDay: false, date: "2026-10-03" });
    expect(promisedOn(newDelhi, "2026-10-03T09:00:00")).toMatchObject({ sameDay: true, date: "2026-10-03" });
    // Without the holiday the Friday counts as it always did.
    expect(promisedOn(newDelhi, "2026-10-01T15:00:00", new Set())).toMatchObject({ date: "2026-10-02" });
  });

  it("skips a holiday on a Saturday and the Sunday after it", () => {
    expect(promisedOn(newDelhi, "2026-08-14T16:00:00")).toMatchObject({ date: "2026-08-17", text: "Delivered by Mon, 17 Aug" });
  });

  it("adds one business day for each holiday inside a zone's range, as the clock moves through the week", () => {
    const expected: [string, string][] = [
      ["2026-09-26T10:00:00", "2026-10-03"],
      ["2026-09-28T10:00:00", "2026-10-05"],
      ["2026-09-30T10:00:00", "2026-10-07"],
      ["2026-10-02T10:00:00", "2026-10-08"],
      ["2026-10-03T10:00:00", "2026-10-09"],
    ];
    for (const [at, date] of expected) expect(promisedOn(bengaluru, at).date, at).toBe(date);
    expect(promisedOn(bengaluru, "2026-09-28T10:00:00", new Set()).date).toBe("2026-10-03");
  });

  it("counts several holidays in one long promise", () => {
    expect(promisedOn(guwahati, "2026-09-30T10:00:00", new Set(["2026-10-02", "2026-10-05"])).date).toBe("2026-10-13");
    expect(promisedOn(guwahati, "2026-09-30T10:00:00", new Set()).date).toBe("2026-10-10");
  });

  it("ignores holidays before the order", () => {
    expect(promisedOn(bengaluru, "2026-10-05T10:00:00").date).toBe(promisedOn(bengaluru, "2026-10-05T10:00:00", new Set()).date);
  });
});
