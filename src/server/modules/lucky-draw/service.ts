import { createHash, randomInt } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database, Queryable } from "~/server/db/client";
import { users } from "~/server/db/schema/auth";
import { luckyDraws } from "~/server/db/schema/lucky-draw";
import { ApiError } from "~/server/http/errors";
import { shopMonthOf } from "~/shared/format";
import type { LuckyDrawEntrant, LuckyDrawView } from "~/shared/schemas/admin-lucky-draw";
import { recordAudit } from "../audit/service";
import { pgErrorCode, UNIQUE_VIOLATION } from "~/server/db/pg-errors";
import { shopMonthEnd, shopMonthStart } from "~/server/db/shop-time";

/** Sorted by user id in code-point order, so the hash and the winner's index do not depend on the database's collation. */
export async function listEntrants(db: Queryable, month: string): Promise<LuckyDrawEntrant[]> {
  const monthStart = shopMonthStart(month);
  const nextMonthStart = shopMonthEnd(month);
  const result = await db.execute<{ user_id: string; name: string; email: string; opted_in_orders: number }>(sql`
    select o.user_id, u.name, u.email, count(*)::int as opted_in_orders
    from orders o
    join users u on u.id = o.user_id
    where o.participate_lucky_draw
      and o.order_status <> 'cancelled'
      and o.created_at >= ${monthStart}
      and o.created_at < ${nextMonthStart}
    group by o.user_id, u.name, u.email
  `);
  return result.rows
    .map((row) => ({ userId: String(row.user_id), name: String(row.name), email: String(row.email), optedInOrders: Number(row.opted_in_orders) }))
    .sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
}

/** sha256 of the sorted entrant ids, one per line: lets anyone later check the list the draw was made from. */
export function entrantsHash(entrants: readonly Pick<LuckyDrawEntrant, "userId">[]): string {
  return createHash("sha256")
    .update(entrants.map((entrant) => entrant.userId).join("\n"))
    .digest("hex");
}

const drawer = alias(users, "drawer");
const winner = alias(users, "winner");

export async function listDraws(db: Queryable): Promise<LuckyDrawView[]> {
  const rows = await db
    .select({ draw: luckyDraws, drawerName: drawer.name, drawerEmail: drawer.email, winnerName: winner.name, winnerEmail: winner.email })
    .from(luckyDraws)
    .leftJoin(drawer, eq(drawer.id, luckyDraws.drawnByUserId))
    .leftJoin(winner, eq(winner.id, luckyDraws.winnerUserId))
    .orderBy(desc(luckyDraws.month));
  return rows.map(({ draw, drawerName, drawerEmail, winnerName, winnerEmail }) => ({
    id: draw.id,
    month: draw.month,
    drawnAt: draw.drawnAt.toISOString(),
    drawnBy: drawerEmail ? `${drawerName} <${drawerEmail}>` : null,
    entrantCount: draw.entrantCount,
    entrantsHash: draw.entrantsHash,
    winner: draw.winnerUserId && winnerEmail ? { userId: draw.winnerUserId, name: winnerName ?? "", email: winnerEmail } : null,
  }));
}

/** The month must have ended, so no later order can change the list; the unique month refuses a second draw, even from two presses at once. */
export async function drawWinner(db: Database, actorUserId: string, month: string, now = new Date()): Promise<LuckyDrawView> {
  if (month >= shopMonthOf(now)) throw new ApiError(409, `The draw for ${month} can be made once the month has ended`);
  let drawId: string;
  try {
    drawId = await db.transaction(async (tx) => {
      const entrants = await listEntrants(tx, month);
      if (entrants.length === 0) throw new ApiError(409, `There are no entrants for ${month}`);
      const chosen = entrants[randomInt(entrants.length)]!;
      const hash = entrantsHash(entrants);
      const [draw] = await tx
        .insert(luckyDraws)
        .values({ month, drawnByUserId: actorUserId, entrantCount: entrants.length, entrantsHash: hash, winnerUserId: chosen.userId })
        .returning({ id: luckyDraws.id });
      await recordAudit(tx, {
        actorUserId,
        action: "lucky_draw.draw",
        entity: "lucky_draw",
        entityId: draw!.id,
        before: null,
        after: { month, entrantCount: entrants.length, entrantsHash: hash, winnerUserId: chosen.userId, winnerEmail: chosen.email },
      });
      return draw!.id;
    });
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new ApiError(409, `The draw for ${month} has already been made`);
    throw error;
  }
  const draws = await listDraws(db);
  return draws.find((draw) => draw.id === drawId)!;
}
