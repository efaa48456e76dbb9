import { useLingui } from "@lingui/react/macro";
import { IdlePart } from "~/client/components/ui/lazy-part";
import { cn } from "~/client/components/ui/cn";

const loadCheckDelivery = () => import("./check-delivery").then(({ CheckDelivery }) => ({ default: CheckDelivery }));

/** The delivery check's box at its height (its label, the pincode row, the answer's line) until its code comes. */
function Waiting({ className }: { className?: string }) {
  const { t } = useLingui();
  return (
    <div aria-busy="true" className={cn("rounded-xl border border-mustard-100 bg-white p-4", className)}>
      <p className="mb-1 text-sm font-semibold leading-5 text-leaf-800">{t`Check delivery`}</p>
      <div aria-hidden="true" className="mt-2 h-11" />
      <div aria-hidden="true" className="mt-2 h-5" />
    </div>
  );
}

/** A product or bundle page's delivery check, its code (and the query's) fetched once the page is idle rather than with the page. */
export function CheckDeliveryWhenIdle({ className }: { className?: string }) {
  return <IdlePart load={loadCheckDelivery} props={{ className }} waiting={<Waiting className={className} />} />;
}
