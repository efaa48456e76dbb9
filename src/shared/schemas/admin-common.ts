import { z } from "zod";

// Shared pieces of the back office's API: pages of lists and ids in the path.

export const ADMIN_PAGE_SIZE = 20;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const idParamSchema = z.object({ id: z.uuid("Not found") });

/** A page of a back-office list: its rows, the page number and whether another page follows. */
export type AdminPage<Row> = { rows: Row[]; page: number; hasMore: boolean };
