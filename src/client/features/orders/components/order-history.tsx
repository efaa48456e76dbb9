import { useLingui } from "@lingui/react/macro";
import { useOrderLabels } from "../labels";
import { formatDateTime } from "~/shared/format";
import { langOfI18n } from "~/client/lib/i18n/page-i18n";

/** Each status the order reached, oldest first, with when (from the order's events). */
export function OrderHistory({ history }: { history: { status: string; at: string; note: string | null }[] }) {
  const { t, i18n } = useLingui();
  const lang = langOfI18n(i18n);
  const labels = useOrderLabels();
  return (
    <ol className="mt-2 space-y-2 border-l-2 border-leaf-700/30 pl-4 text-sm">
      {history.map((step, index) => (
        <li key={`${step.status}-${index}`}>
          <span className="font-semibold">{step.status === "pending" && index === 0 ? t`Order placed` : labels.orderStatus(step.status)}</span>
          <span className="block text-earth-900/80">
            <time dateTime={step.at}>{formatDateTime(step.at, lang)}</time>
          </span>
          {step.note && <span className="block text-earth-900/80">{step.note}</span>}
        </li>
      ))}
    </ol>
  );
}
