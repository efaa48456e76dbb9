import { useState } from "react";
import { clearDraft, readDraft, writeDraft } from "~/client/lib/session/shopper-drafts";
import { useSession } from "~/client/lib/session/use-session";
import { addressInputMax } from "~/shared/form-fields";
import type { AddressFormValues } from "~/shared/schemas/address";

// A half-typed new address kept in this tab so a reload loses nothing; gone once saved, cancelled, or on Logout.

const draftName = "new-address";
const fieldNames = Object.keys(addressInputMax) as (keyof AddressFormValues)[];

/** The stored draft with every field a string within its input limit, or null when nothing was typed. */
export function readAddressDraft(userId: string): AddressFormValues | null {
  const value = readDraft(draftName, userId);
  if (!value || typeof value !== "object") return null;
  const draft = {} as Record<keyof AddressFormValues, string>;
  for (const name of fieldNames) {
    const field = (value as Record<string, unknown>)[name];
    draft[name] = typeof field === "string" ? field.slice(0, addressInputMax[name]) : "";
  }
  return fieldNames.some((name) => draft[name].trim() !== "") ? draft : null;
}

export function saveAddressDraft(userId: string, values: Partial<AddressFormValues>): void {
  writeDraft(draftName, userId, values);
}

export function clearAddressDraft(userId: string): void {
  clearDraft(draftName, userId);
}

/** Whether a half-typed address waits: the checkout then opens its Add New Address form again. */
export function useAddressDraftWaiting(): boolean {
  const { user } = useSession();
  const [waiting] = useState(() => (user ? readAddressDraft(user.id) !== null : false));
  return waiting;
}
