import { Trans } from "@lingui/react/macro";
import { AWAITED_LABELS, AWAITED_SHOPPER_LABELS, type Awaited } from "~/shared/payment";
import { formatDateTime } from "~/shared/format";
import { usePageLang } from "~/client/components/ui/link";
import { useEnglishWords } from "~/client/lib/i18n/english-words";

/** What a pending order waits for, beside its status: the shopper's words (in the page's language) or the staff's, and until when. */
export function AwaitingNote({ awaiting, reader }: { awaiting: { what: Awaited; until: string } | null; reader: "shopper" | "staff" }) {
  const words = useEnglishWords();
  const lang = usePageLang();
  if (!awaiting) return null;
  const label = reader === "shopper" ? words(AWAITED_SHOPPER_LABELS[awaiting.what]) : AWAITED_LABELS[awaiting.what];
  const until = formatDateTime(awaiting.until, lang);
  return (
    <span data-awaiting={awaiting.what} className="inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-950">
      <Trans>
        {label} (until <time dateTime={awaiting.until}>{until}</time>)
      </Trans>
    </span>
  );
}
