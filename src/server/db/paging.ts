import { ADMIN_PAGE_SIZE, type AdminPage } from "~/shared/schemas/admin-common";

// The back office's numbered pages: ask for one row more than a page, to know whether another follows.

export const pageWindow = (page: number) => ({ limit: ADMIN_PAGE_SIZE + 1, offset: (page - 1) * ADMIN_PAGE_SIZE });

/** The page's rows (the extra one dropped), each made into what the screen shows. */
export function toPage<Row, View>(page: number, rows: readonly Row[], view: (row: Row) => View): AdminPage<View> {
  return { page, hasMore: rows.length > ADMIN_PAGE_SIZE, rows: rows.slice(0, ADMIN_PAGE_SIZE).map(view) };
}
