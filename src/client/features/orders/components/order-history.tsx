import { useLingui } from "@lingui/react/macro";
import { useOrderLabels } from "../labels";
import { SHOP_TIME_ZONE } from "~/shared/format";

let stepTime: Intl.DateTimeFormat | undefined;

/** "23 Nov 2026, 10:05 am" in Asia/Kolkata, whatever the device says. */
function formatStepTime(at: string): string {
  stepTime ??= new Intl.DateTimeFormat("en-IN", { day: "2-digit", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: SHOP_TIME_ZONE });
  return stepTime.format(new Date(at));
}

/** Each status the order reached, oldest first, with when (from the order's events). */
export function OrderHistory({ history }: { history: { status: string; at: string; note: string | null }[] }) {
  const { t } = useLingui();
  const labels = useOrderLabels();
  return (
    <ol className="mt-2 space-y-2 border-l-2 border-leaf-700/30 pl-4 text-sm">
      {history.map((step, index) => (
        <li key={`${step.status}-${index}`}>
          <span className="font-semibold">{step.status === "pending" && index === 0 ? t`Order placed` : labels.orderStatus(step.status)}</span>
          <span className="block text-earth-900/80">
            <time dateTime={step.at}>{formatStepTime(step.at)}</time>
          </span>
          {step.note && <span className="block text-earth-900/80">{step.note}</span>}
        </li>
      ))}
    </ol>
  );
}
