import { and, asc, eq, or, sql } from "drizzle-orm";
import type { Database, Queryable } from "~/server/db/client";
import { users } from "~/server/db/schema/auth";
import { deliveryExclusions } from "~/server/db/schema/delivery";
import { ApiError } from "~/server/http/errors";
import { deliveryPromise, NOT_DELIVERED_TEXT, shopDateOf, type DeliveryPromise, type Holidays } from "~/shared/delivery";
import { notDeliveredMessage, type DeliveryExclusionKind } from "~/shared/schemas/delivery";
import type { PincodePlace } from "~/shared/schemas/pincode";
import { recordAudit, removeAudited } from "../audit/service";
import { lookUpPincode } from "../pincodes/service";
import { holidayDaysFrom } from "./holidays";

// Where the shop delivers and when (docs/product-rules.md#delivery-promise): the shared promise
// over the pincode directory, and the pincodes and states staff have switched off.

const exclusionOf = (db: Queryable, place: { pincode: string; state: string }) =>
  db
    .select({ id: deliveryExclusions.id })
    .from(deliveryExclusions)
    .where(
      or(
        and(eq(deliveryExclusions.kind, "pincode"), eq(deliveryExclusions.value, place.pincode)),
        and(eq(deliveryExclusions.kind, "state"), eq(deliveryExclusions.value, place.state)),
      ),
    )
    .limit(1);

/** Staff have switched off this pincode, or its whole state. */
export async function isSwitchedOff(db: Queryable, place: { pincode: string; state: string }): Promise<boolean> {
  return (await exclusionOf(db, place)).length > 0;
}

/** Whether deliveries to the place are switched off, and the holidays a promise made at `at` can meet: one statement. */
async function deliveryFacts(db: Queryable, place: { pincode: string; state: string }, at: Date): Promise<{ switchedOff: boolean; holidays: Holidays }> {
  const { rows } = await db.execute<{ switchedOff: boolean; holidays: string[] }>(
    sql`select exists (${exclusionOf(db, place)}) as "switchedOff", array (select "day"::text from (${holidayDaysFrom(db, shopDateOf(at))}) as "days") as "holidays"`,
  );
  return { switchedOff: rows[0]!.switchedOff, holidays: new Set(rows[0]!.holidays) };
}

/** A pincode's place and the promise for an order placed at `at`; undefined for a pincode the directory lacks. */
export async function deliveryFor(db: Queryable, pincode: string, at: Date): Promise<{ place: PincodePlace; promise: DeliveryPromise } | undefined> {
  const place = lookUpPincode(pincode);
  if (!place) return undefined;
  return { place, promise: deliveryPromise(place, at, await deliveryFacts(db, place, at)) };
}

export type DeliveryExclusion = { id: string; kind: DeliveryExclusionKind; value: string; createdAt: string; createdBy: { name: string; email: string } | null };

/** Every switched-off pincode and state: states first, then pincodes, each in order. */
export async function listExclusions(db: Queryable): Promise<DeliveryExclusion[]> {
  const rows = await db
    .select({ row: deliveryExclusions, name: users.name, email: users.email })
    .from(deliveryExclusions)
    .leftJoin(users, eq(users.id, deliveryExclusions.createdBy))
    .orderBy(asc(deliveryExclusions.kind), asc(deliveryExclusions.value));
  return rows
    .map(({ row, name, email }) => ({
      id: row.id,
      kind: row.kind === "state" ? ("state" as const) : ("pincode" as const),
      value: row.value,
      createdAt: row.createdAt.toISOString(),
      createdBy: email ? { name: name ?? "", email } : null,
    }))
    .sort((a, b) => (a.kind === b.kind ? 0 : a.kind === "state" ? -1 : 1));
}

const describe = (kind: DeliveryExclusionKind, value: string) => (kind === "pincode" ? `pincode ${value}` : value);

/** Stops deliveries to a pincode (one the directory knows) or a state; audited in the same transaction. */
export async function switchOffDelivery(db: Database, actorUserId: string, input: { kind: DeliveryExclusionKind; value: string }): Promise<DeliveryExclusion> {
  if (input.kind === "pincode" && !lookUpPincode(input.value)) {
    throw new ApiError(400, "Please enter a valid 6-digit pincode", { fields: { value: "Please enter a valid 6-digit pincode" } });
  }
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(deliveryExclusions)
      .values({ kind: input.kind, value: input.value, createdBy: actorUserId })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ApiError(409, `Deliveries to ${describe(input.kind, input.value)} are already switched off`, { fields: { value: "Already switched off" } });
    await recordAudit(tx, { actorUserId, action: "delivery.switch_off", entity: "delivery_exclusion", entityId: row.id, before: null, after: { kind: row.kind, value: row.value } });
    return row;
  });
  return (await listExclusions(db)).find((exclusion) => exclusion.id === created.id)!;
}

/** Delivers there again; audited. */
export async function switchOnDelivery(db: Database, actorUserId: string, id: string): Promise<void> {
  const shown = (row: { kind: string; value: string }) => ({ kind: row.kind, value: row.value });
  await removeAudited(db, deliveryExclusions, id, { actorUserId, action: "delivery.switch_on", entity: "delivery_exclusion", shown, missing: "This area is not switched off" });
}

/** 409 where staff switched off the pincode or state; null for a pincode the directory does not know, which is still delivered. */
export async function promiseForAddress(db: Queryable, address: { pincode: string; state: string }, at: Date): Promise<{ promisedOn: string | null }> {
  const place = lookUpPincode(address.pincode);
  const { switchedOff, holidays } = await deliveryFacts(db, { pincode: address.pincode, state: place?.state ?? address.state }, at);
  if (switchedOff) {
    const message = notDeliveredMessage(address.pincode);
    throw new ApiError(409, message, { title: NOT_DELIVERED_TEXT, fields: { addressId: message } });
  }
  if (!place) return { promisedOn: null };
  const promise = deliveryPromise(place, at, { holidays });
  return { promisedOn: promise.deliverable ? promise.date : null };
}
