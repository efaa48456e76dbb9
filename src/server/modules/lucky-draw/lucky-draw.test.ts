import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { luckyDraws } from "~/server/db/schema/lucky-draw";
import { bodyOf, errorOf } from "~/server/test/answers";
import { insertOrder } from "~/server/test/orders";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { signUpStaff } from "~/server/test/users";
import { drawWinner, entrantsHash } from "./service";

describe("the monthly lucky draw", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop));
  const people = setUpOnce(async () => {
    const twice = await shop.signUp({ name: "Two Orders" });
    const once = await shop.signUp({ name: "=One Order" });
    const lateNight = await shop.signUp({ name: "Late Night" });
    const cancelledOnly = await shop.signUp({ name: "Cancelled Only" });
    const notOptedIn = await shop.signUp({ name: "Not Opted In" });
    const nextMonth = await shop.signUp({ name: "Next Month" });
    const march = (day: string, time = "12:00") => new Date(`2026-03-${day}T${time}:00+05:30`);
    await insertOrder(shop.db, twice.id, { luckyDraw: true, createdAt: march("02") });
    await insertOrder(shop.db, twice.id, { luckyDraw: true, createdAt: march("20"), status: "delivered" });
    await insertOrder(shop.db, once.id, { luckyDraw: true, createdAt: march("05") });
    await insertOrder(shop.db, once.id, { luckyDraw: false, createdAt: march("06") });
    // 00:15 on 1 March in India is 28 February in UTC: it belongs to March.
    await insertOrder(shop.db, lateNight.id, { luckyDraw: true, createdAt: march("01", "00:15") });
    await insertOrder(shop.db, cancelledOnly.id, { luckyDraw: true, createdAt: march("10"), status: "cancelled" });
    await insertOrder(shop.db, notOptedIn.id, { luckyDraw: false, createdAt: march("11") });
    // 00:10 on 1 April in India is still 31 March in UTC: it belongs to April.
    await insertOrder(shop.db, nextMonth.id, { luckyDraw: true, createdAt: new Date("2026-04-01T00:10:00+05:30") });
    await insertOrder(shop.db, twice.id, { luckyDraw: true, createdAt: new Date("2026-02-28T23:59:00+05:30") });
    return { twice, once, lateNight };
  });

  const luckyDraw = () => shop.api(staff).admin["lucky-draw"];
  const entrants = (month: string) => bodyOf(luckyDraw().months[":month"].entrants.$get({ param: { month } }));
  const draw = (month: string) => luckyDraw().months[":month"].draw.$post({ param: { month } });

  it("gives one entry per customer with an opted-in, not-cancelled order in the month (Asia/Kolkata)", async () => {
    const { twice, once, lateNight } = people;
    const march = await entrants("2026-03");
    expect(march.count).toBe(3);
    expect(march.entrants.map((entrant) => [entrant.name, entrant.optedInOrders]).sort()).toEqual([
      ["=One Order", 1],
      ["Late Night", 1],
      ["Two Orders", 2],
    ]);
    expect(march.entrants.map((entrant) => entrant.userId)).toEqual([twice.id, once.id, lateNight.id].sort());
    expect((await entrants("2026-04")).entrants.map((entrant) => entrant.name)).toEqual(["Next Month"]);
    expect((await entrants("2026-02")).entrants.map((entrant) => entrant.name)).toEqual(["Two Orders"]);
  });

  it("downloads the entrants as CSV: name, e-mail, opted-in orders, formulas defused", async () => {
    const response = await luckyDraw().months[":month"].entrants.csv.$get({ param: { month: "2026-03" } });
    expect(response.headers.get("Content-Type")).toContain("text/csv");
    expect(response.headers.get("Content-Disposition")).toContain("lucky-draw-entrants-2026-03.csv");
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toBe("name,email,opted_in_orders");
    expect(lines).toContain(`Two Orders,${people.twice.email},2`);
    expect(lines).toContain(`'=One Order,${people.once.email},1`);
    expect(lines).toHaveLength(4);
  });

  it("draws one of the entrants, stores the draw and refuses a second one for the month", async () => {
    const response = await draw("2026-03");
    expect(response.status).toBe(201);
    const { draw: made } = await response.json();
    const { entrants: list } = await entrants("2026-03");
    expect(list.map((entrant) => entrant.userId)).toContain(made.winner?.userId);
    expect(made).toMatchObject({ month: "2026-03", entrantCount: 3, entrantsHash: entrantsHash(list), drawnBy: expect.stringContaining(staff.email) });

    const again = await draw("2026-03");
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: { message: "The draw for 2026-03 has already been made" } });
    expect(await shop.db.$count(luckyDraws, eq(luckyDraws.month, "2026-03"))).toBe(1);

    const [audit] = await shop.db.select().from(auditLog).where(eq(auditLog.action, "lucky_draw.draw"));
    expect(audit).toMatchObject({ actorUserId: staff.id, entity: "lucky_draw", entityId: made.id, after: { month: "2026-03", entrantCount: 3, winnerUserId: made.winner?.userId } });

    const past = await luckyDraw().draws.$get();
    expect((await past.json()).draws.map((d) => d.month)).toEqual(["2026-03"]);
  });

  it("makes exactly one draw when staff press Draw at the same moment", async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => draw("2026-02")));
    expect(results.map((result) => result.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await shop.db.$count(luckyDraws, eq(luckyDraws.month, "2026-02"))).toBe(1);
  });

  it("refuses a month without entrants and a month that has not ended", async () => {
    const empty = await draw("2025-01");
    expect(empty.status).toBe(409);
    expect(await empty.json()).toEqual({ error: { message: "There are no entrants for 2025-01" } });
    await expect(drawWinner(shop.db, staff.id, "2026-04", new Date("2026-04-30T23:00:00+05:30"))).rejects.toThrow("once the month has ended");
    expect((await luckyDraw().months[":month"].entrants.$get({ param: { month: "2026-13" } })).status).toBe(400);
    // Year 0000 once reached the database as a date it could not store (500).
    for (const month of ["0000-01", "1999-12", "2100-01"]) {
      const response = await luckyDraw().months[":month"].entrants.$get({ param: { month } });
      expect(response.status, month).toBe(400);
      expect((await errorOf(response)).message).toBe("Choose a month like 2026-03");
      expect((await draw(month)).status, month).toBe(400);
    }
  });

  it("can pick any entrant, the last one included", async () => {
    const { twice, once, lateNight } = people;
    const wins = new Set<string>();
    for (let month = 1; month <= 30; month += 1) {
      const label = `${1990 + Math.floor((month - 1) / 12)}-${String(((month - 1) % 12) + 1).padStart(2, "0")}`;
      for (const user of [twice, once, lateNight]) await insertOrder(shop.db, user.id, { luckyDraw: true, createdAt: new Date(`${label}-10T12:00:00+05:30`) });
      wins.add((await drawWinner(shop.db, staff.id, label)).winner!.userId);
    }
    // 30 fair draws over 3 entrants leave one out with a chance of about 1 in 60,000.
    expect([...wins].sort()).toEqual([twice.id, once.id, lateNight.id].sort());
  }, 60_000);
});
