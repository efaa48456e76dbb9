import { AWAITED_LABELS, AWAITED_SHOPPER_LABELS, type Awaited } from "~/shared/payment";
import { formatDateTime } from "~/client/lib/format";

/** What a pending order waits for, beside its status: the shopper's words or the staff's, and until when. */
export function AwaitingNote({ awaiting, reader }: { awaiting: { what: Awaited; until: string } | null; reader: "shopper" | "staff" }) {
  if (!awaiting) return null;
  const label = reader === "shopper" ? AWAITED_SHOPPER_LABELS[awaiting.what] : AWAITED_LABELS[awaiting.what];
  return (
    <span data-awaiting={awaiting.what} className="inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-950">
      {label} (until <time dateTime={awaiting.until}>{formatDateTime(awaiting.until)}</time>)
    </span>
  );
}
