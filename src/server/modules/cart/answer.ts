import type { Context } from "hono";
import type { ShopperSnapshot } from "~/shared/shopper-source";
import type { AppDeps, AppEnv } from "../../context";
import type { Queryable } from "../../db/client";
import { sessionUserReader } from "../../http/session";
import { priceCart } from "./service";

/** The cart as GET /api/cart answers it (and as the server-rendered cart page starts with). */
export async function cartAnswer(db: Queryable, userId: string) {
  const { lines, summary } = await priceCart(db, userId);
  return { lines: lines.map(lineView), summary };
}

/** A cart line as JSON carries it: its date as an ISO string. */
export function lineView<Line extends { createdAt: Date }>(line: Line) {
  return { ...line, createdAt: line.createdAt.toISOString() };
}

/**
 * What the server-rendered cart page starts with (docs/decisions/032): the signed-in shopper and
 * their cart as GET /api/cart answers it, or null when the request has no live session.
 */
export function shopperSnapshot(deps: Pick<AppDeps, "db" | "env">) {
  const userOf = sessionUserReader(deps);
  return async (c: Context<AppEnv>): Promise<ShopperSnapshot | null> => {
    const user = await userOf(c.req.header("Cookie"));
    return user ? { user, cart: await cartAnswer(deps.db, user.id) } : null;
  };
}
