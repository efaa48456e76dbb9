import type { Queryable } from "../../db/client";
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
