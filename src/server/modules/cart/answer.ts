import type { Queryable } from "../../db/client";
import type { Lang } from "~/shared/lang";
import { priceCart } from "./service";

/** The cart as GET /api/cart answers it (and as the server-rendered cart page starts with), its names in `lang`. */
export async function cartAnswer(db: Queryable, userId: string, lang: Lang) {
  const { lines, summary } = await priceCart(db, userId, lang);
  return { lines: lines.map(lineView), summary };
}

/** A cart line as JSON carries it: its date as an ISO string. */
export function lineView<Line extends { createdAt: Date }>(line: Line) {
  return { ...line, createdAt: line.createdAt.toISOString() };
}
