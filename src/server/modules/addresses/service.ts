import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Database, Queryable, Transaction } from "~/server/db/client";
import { addresses } from "~/server/db/schema/customers";
import { ApiError, notFound } from "~/server/http/errors";
import { isUuid } from "~/shared/ids";
import type { Address, AddressInput } from "~/shared/schemas/address";
import { PINCODE_MESSAGE } from "~/shared/schemas/common";
import { pincodeStateMessage } from "~/shared/form-fields";
import { isSwitchedOff } from "../delivery/service";
import { lookUpPincode } from "../pincodes/service";
import { NOT_DELIVERED_TEXT } from "~/shared/delivery";
import { notDeliveredMessage } from "~/shared/schemas/delivery";

type AddressRow = typeof addresses.$inferSelect;

export function toAddressView(row: AddressRow): Address {
  return {
    id: row.id,
    fullName: row.fullName,
    phone: row.phone,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    landmark: row.landmark,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The default first, then the newest. */
export async function listAddresses(db: Queryable, userId: string): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map(toAddressView);
}

/** One of the user's own addresses, or undefined (another user's id looks exactly like a missing one). */
export async function findUserAddress(db: Queryable, userId: string, addressId: string): Promise<AddressRow | undefined> {
  if (!isUuid(addressId)) return undefined;
  const [row] = await db.select().from(addresses).where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  return row;
}

/**
 * Adding and deleting take turns per user, so "is this the first address?" and "which one becomes
 * the default?" are answered on a settled list: two concurrent first saves still give one default.
 */
async function lockUserAddresses(tx: Transaction, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`addresses:${userId}`}, 0))`);
}

/** An address's columns from the form; a pincode India Post does not use is refused like a mistyped one, and a state that is not the pincode's too. */
function addressValues(input: AddressInput) {
  const place = lookUpPincode(input.pincode);
  if (!place) throw new ApiError(400, PINCODE_MESSAGE, { fields: { pincode: PINCODE_MESSAGE } });
  // The state is the place of supply on the address's invoices, so the directory's word is final (decision 054).
  if (place.state !== input.state) {
    const message = pincodeStateMessage(input.pincode, place.state);
    throw new ApiError(400, message, { fields: { state: message } });
  }
  return {
    fullName: input.fullName,
    phone: input.phone,
    addressLine1: input.addressLine1,
    addressLine2: input.addressLine2 ?? null,
    landmark: input.landmark ?? null,
    city: input.city,
    state: input.state,
    pincode: input.pincode,
  };
}

/** An address where staff have switched deliveries off is refused: no order could be sent there (docs/product-rules.md#delivery-promise). */
async function refuseSwitchedOff(db: Queryable, values: { pincode: string; state: string }) {
  if (!(await isSwitchedOff(db, { pincode: values.pincode, state: lookUpPincode(values.pincode)?.state ?? values.state }))) return;
  const message = notDeliveredMessage(values.pincode);
  throw new ApiError(400, message, { title: NOT_DELIVERED_TEXT, fields: { pincode: message } });
}

/** The user's first address becomes the default; later ones do not. */
export async function addAddress(db: Database, userId: string, input: AddressInput): Promise<Address> {
  const values = addressValues(input);
  await refuseSwitchedOff(db, values);
  return db.transaction(async (tx) => {
    await lockUserAddresses(tx, userId);
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...values, isDefault: sql`not exists (select 1 from ${addresses} where ${addresses.userId} = ${userId})` })
      .returning();
    return toAddressView(row!);
  });
}

/**
 * Rewrites one of the user's own addresses (another user's id answers like a missing one). Orders
 * keep a copy of the address they were placed with, so an edit never changes one already placed.
 */
export async function updateAddress(db: Database, userId: string, addressId: string, input: AddressInput): Promise<Address> {
  if (!isUuid(addressId)) throw notFound("Address not found");
  const values = addressValues(input);
  await refuseSwitchedOff(db, values);
  const [row] = await db
    .update(addresses)
    .set(values)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning();
  if (!row) throw notFound("Address not found");
  return toAddressView(row);
}

/** Makes one of the user's own addresses the default, and the previous default an ordinary one. */
export async function makeDefaultAddress(db: Database, userId: string, addressId: string): Promise<Address> {
  if (!isUuid(addressId)) throw notFound("Address not found");
  return db.transaction(async (tx) => {
    await lockUserAddresses(tx, userId);
    const [chosen] = await tx.select({ id: addresses.id }).from(addresses).where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
    if (!chosen) throw notFound("Address not found");
    // The old default steps down first: the unique index allows one default per user at any moment.
    await tx.update(addresses).set({ isDefault: false }).where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, addressId)));
    const [row] = await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, addressId)).returning();
    return toAddressView(row!);
  });
}

/** Deleting the default makes the newest remaining address the default. */
export async function deleteAddress(db: Database, userId: string, addressId: string): Promise<void> {
  if (!isUuid(addressId)) throw notFound("Address not found");
  await db.transaction(async (tx) => {
    await lockUserAddresses(tx, userId);
    const [deleted] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault });
    if (!deleted) throw notFound("Address not found");
    if (!deleted.isDefault) return;
    const [newest] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    if (newest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
  });
}
