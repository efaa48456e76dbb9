import { useLingui } from "@lingui/react/macro";
import { ExternalLink } from "lucide-react";

type Tracking = { courier: string; trackingNumber: string; trackingUrl: string | null };

/** The courier and tracking number staff entered when they shipped the order, and the courier's page if they gave one. */
export function OrderTracking({ tracking }: { tracking: Tracking | null }) {
  const { t } = useLingui();
  if (!tracking) return <p className="mt-2 text-sm">{t`Tracking details appear here once your order is shipped.`}</p>;
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="font-semibold">{t`Courier`}</dt>
      <dd>{tracking.courier}</dd>
      <dt className="font-semibold">{t`Tracking number`}</dt>
      <dd className="break-all">{tracking.trackingNumber}</dd>
      {tracking.trackingUrl && (
        <dd className="col-span-2 mt-1">
          <a href={tracking.trackingUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-semibold text-leaf-700 underline">
            {t`Track your parcel`}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">{t`(opens in a new tab)`}</span>
          </a>
        </dd>
      )}
    </dl>
  );
}
