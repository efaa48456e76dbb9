import { asc, eq } from "drizzle-orm";
import type { Database, Queryable } from "~/server/db/client";
import { users } from "~/server/db/schema/auth";
import { codBlockedPincodes } from "~/server/db/schema/payment-settings";
import { ApiError } from "~/server/http/errors";
import { PINCODE_MESSAGE } from "~/shared/schemas/common";
import { recordAudit, removeAudited } from "../audit/service";
import { lookUpPincode } from "../pincodes/service";

// Pincodes where staff have switched cash on delivery off (parcels refused there too often): checkout offers UPI instead.

export type CodBlockedPincode = { id: string; pincode: string; note: string | null; createdAt: string; createdBy: { name: string; email: string } | null };

/** Every pincode without cash on delivery, in order. */
export async function listCodBlockedPincodes(db: Queryable): Promise<CodBlockedPincode[]> {
  const rows = await db
    .select({ row: codBlockedPincodes, name: users.name, email: users.email })
    .from(codBlockedPincodes)
    .leftJoin(users, eq(users.id, codBlockedPincodes.createdBy))
    .orderBy(asc(codBlockedPincodes.pincode));
  return rows.map(({ row, name, email }) => ({
    id: row.id,
    pincode: row.pincode,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    createdBy: email ? { name: name ?? "", email } : null,
  }));
}

/** Switches cash on delivery off at a pincode the directory knows; audited in the same transaction. */
export async function blockCodAt(db: Database, actorUserId: string, input: { pincode: string; note?: string | undefined }): Promise<CodBlockedPincode> {
  if (!lookUpPincode(input.pincode)) throw new ApiError(400, PINCODE_MESSAGE, { fields: { pincode: PINCODE_MESSAGE } });
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(codBlockedPincodes)
      .values({ pincode: input.pincode, note: input.note ?? null, createdBy: actorUserId })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      throw new ApiError(409, `Cash on Delivery is already off for pincode ${input.pincode}`, { fields: { pincode: "Already switched off" } });
    }
    await recordAudit(tx, { actorUserId, action: "payments.cod_off", entity: "cod_blocked_pincode", entityId: row.id, before: null, after: { pincode: row.pincode, note: row.note } });
    return row;
  });
  return (await listCodBlockedPincodes(db)).find((row) => row.id === created.id)!;
}

/** Offers cash on delivery there again; audited. */
export async function unblockCod(db: Database, actorUserId: string, id: string): Promise<void> {
  const shown = (row: { pincode: string; note: string | null }) => ({ pincode: row.pincode, note: row.note });
  await removeAudited(db, codBlockedPincodes, id, { actorUserId, action: "payments.cod_on", entity: "cod_blocked_pincode", shown, missing: "Cash on Delivery is not off for this pincode" });
}
