import { and, eq, lt, sql } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { cachedJson, type CachedJson } from "~/server/http/cached-json";
import { catalogueVersion } from "~/server/db/schema/catalogue";
import type { Catalogue } from "~/shared/catalog/catalogue";
import { firstCouponEnd } from "~/shared/catalog/coupon";
import { readShownCatalogue } from "./shown";

/** How long a process serves its copy before asking whether it is current: a change made by another process shows within it. */
export const CATALOGUE_CHECK_MS = 1000;

/**
 * The catalogue as the shop shows it, and its JSON answer: serialised (and compressed) once per
 * change, with a strong ETag; and when the first coupon it shows stops working (ms), if one does.
 */
export type ShownCatalogue = { version: number; catalogue: Catalogue; answer: CachedJson<Catalogue>; couponsEndAt?: number };

// `current` is the settled promise of `shown`: a fresh copy costs a request no allocation.
type Cache = { shown?: ShownCatalogue; current?: Promise<ShownCatalogue>; checkedAt: number; pending?: Promise<ShownCatalogue> };

// One cache per database: tests run several shops, each on its own database, in one process.
const caches = new WeakMap<Queryable, Cache>();

function cacheOf(db: Queryable): Cache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { checkedAt: 0 }));
  return cache;
}

/** Read again only when its version moved (docs/decisions/018-catalogue-in-the-database.md); concurrent callers share one read. */
export function shownCatalogue(db: Queryable, now = Date.now()): Promise<ShownCatalogue> {
  const cache = cacheOf(db);
  if (cache.current && now - cache.checkedAt < CATALOGUE_CHECK_MS) return cache.current;
  cache.pending ??= refresh(db, cache, now).finally(() => (cache.pending = undefined));
  return cache.pending;
}

/** After a change made by this process: the next read asks the database again. */
export function catalogueChanged(db: Queryable): void {
  cacheOf(db).checkedAt = 0;
}

async function refresh(db: Queryable, cache: Cache, now: number): Promise<ShownCatalogue> {
  const couponsEndAt = cache.shown?.couponsEndAt;
  if (couponsEndAt !== undefined && couponsEndAt < now) await versionAfterCouponEnd(db, couponsEndAt);
  // The version first: a catalogue read after it is at least that new, so a copy is never kept
  // under a newer number than its contents (a later check would then miss a change).
  const [row] = await db.select({ version: catalogueVersion.version }).from(catalogueVersion);
  const version = row?.version ?? 0;
  if (cache.shown?.version !== version) {
    const catalogue = await readShownCatalogue(db);
    // Every size's coupon, not only the default's: any of them ending changes what a page shows.
    const endsAt = firstCouponEnd([...catalogue.products, ...catalogue.bundles].flatMap((item) => item.sizes));
    cache.shown = { version, catalogue, answer: cachedJson(catalogue), ...(endsAt === undefined ? {} : { couponsEndAt: endsAt }) };
    cache.current = Promise.resolve(cache.shown);
  }
  cache.checkedAt = now;
  return cache.shown!;
}

/**
 * Time passing a coupon's last day fires no trigger, so the first process to notice moves the
 * version itself, once, by the database's clock (which also decides what is usable).
 */
async function versionAfterCouponEnd(db: Queryable, endsAt: number): Promise<void> {
  const end = new Date(endsAt);
  await db
    .update(catalogueVersion)
    .set({ version: sql`${catalogueVersion.version} + 1`, changedAt: sql`now()` })
    .where(and(eq(catalogueVersion.id, 1), lt(catalogueVersion.changedAt, end), sql`now() > ${end}`));
}
