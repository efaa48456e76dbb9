import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { errorOf } from "~/server/test/answers";
import { setUpTestApp } from "~/server/test/set-up";
import { STATES_AND_UNION_TERRITORIES } from "~/shared/india";
import { PINCODE_CACHE_CONTROL } from "./routes";
import { lookUpPincode } from "./service";

describe("the pincode directory", () => {
  it.each([
    ["110001", { district: "Central Delhi", state: "Delhi", city: "New Delhi", delhiNcr: true }],
    ["110085", { district: "North West Delhi", state: "Delhi", city: "Delhi", delhiNcr: true }],
    ["122001", { district: "Gurugram", state: "Haryana", city: "Gurugram", delhiNcr: true }],
    ["121001", { district: "Faridabad", state: "Haryana", city: "Faridabad", delhiNcr: true }],
    ["201301", { district: "Gautam Buddha Nagar", state: "Uttar Pradesh", city: "Noida", delhiNcr: true }],
    ["201001", { district: "Ghaziabad", state: "Uttar Pradesh", city: "Ghaziabad", delhiNcr: true }],
    ["560001", { district: "Bengaluru", state: "Karnataka", city: "Bengaluru", delhiNcr: false }],
    ["400001", { district: "Mumbai", state: "Maharashtra", city: "Mumbai", delhiNcr: false }],
    ["321001", { district: "Bharatpur", state: "Rajasthan", city: "Bharatpur", delhiNcr: false }],
    ["131001", { district: "Sonipat", state: "Haryana", city: "Sonipat", delhiNcr: false }],
    ["194101", { district: "Leh", state: "Ladakh", city: "Leh", delhiNcr: false }],
    ["492001", { district: "Raipur", state: "Chhattisgarh", city: "Raipur", delhiNcr: false }],
    ["605001", { district: "Pondicherry", state: "Puducherry", city: "Pondicherry", delhiNcr: false }],
  ])("knows %s", (pincode, place) => {
    expect(lookUpPincode(pincode)).toEqual({ pincode, ...place });
  });

  it("knows nothing of pincodes India Post does not use", () => {
    for (const pincode of ["000000", "999999", "100000", "110000", "12345", "1100011", ""]) expect(lookUpPincode(pincode)).toBeUndefined();
  });

  it("names only states and union territories of the shared list, and holds every pincode the file counts", () => {
    const file = JSON.parse(readFileSync(new URL("./pincode-directory.json", import.meta.url), "utf8")) as { count: number; states: string[]; districts: [string, number, string | 0, string][] };
    for (const state of file.states) expect(STATES_AND_UNION_TERRITORIES).toContain(state);
    const pincodes = file.districts.flatMap(([, , , deltas]) => deltas.split(" ").reduce<number[]>((list, delta) => [...list, (list.at(-1) ?? 0) + Number(delta)], []));
    expect(new Set(pincodes).size).toBe(file.count);
    expect(file.count).toBeGreaterThan(19_000);
    for (const pincode of pincodes) expect(lookUpPincode(String(pincode))?.pincode).toBe(String(pincode));
  });
});

describe("GET /api/pincodes/:pincode", () => {
  const shop = setUpTestApp();
  const lookUp = (pincode: string) => shop.api().pincodes[":pincode"].$get({ param: { pincode } });

  it("answers the place, with no session, and lets caches keep it for a day", async () => {
    const response = await lookUp("110001");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe(PINCODE_CACHE_CONTROL);
    expect(await response.json()).toEqual({ place: { pincode: "110001", district: "Central Delhi", state: "Delhi", city: "New Delhi", delhiNcr: true } });
  });

  it("answers 404 with the pincode's message for one India Post does not use, cacheable too", async () => {
    const response = await lookUp("999999");
    expect(response.status).toBe(404);
    expect(response.headers.get("Cache-Control")).toBe(PINCODE_CACHE_CONTROL);
    expect(await errorOf(response)).toEqual({ message: "Please enter a valid 6-digit pincode", title: "Pincode not found", fields: { pincode: "Please enter a valid 6-digit pincode" } });
  });

  it("refuses anything but six digits with 400, never cached", async () => {
    for (const pincode of ["12345", "1100011", "11000a", "abcdef"]) {
      const response = await lookUp(pincode);
      expect(response.status).toBe(400);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect((await errorOf(response)).fields).toEqual({ pincode: "Please enter a valid 6-digit pincode" });
    }
  });
});
