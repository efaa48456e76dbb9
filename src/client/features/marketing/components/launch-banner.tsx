import { Trans, useLingui } from "@lingui/react/macro";
import { X } from "lucide-react";
import { useState } from "react";
import { launchOffer } from "~/shared/brand";

/** The launch offer above the header. Dismissal lasts until the next load (docs/product-rules.md#public-pages). */
export function LaunchBanner() {
  const [open, setOpen] = useState(true);
  const { t } = useLingui();
  if (!open) return null;
  const { percent, code } = launchOffer;
  return (
    <section aria-label={t`Launch offer`} className="bg-mustard-400 text-earth-900">
      <div className="mx-auto flex max-w-7xl items-center justify-center gap-3 px-10 py-2 text-center text-sm font-semibold">
        <p>
          <Trans>
            Launch offer: {percent}% off your first order with code <span className="rounded bg-white px-1.5 py-0.5 font-mono">{code}</span>
          </Trans>
        </p>
        <button type="button" aria-label={t`Dismiss launch offer`} onClick={() => setOpen(false)} className="absolute right-2 rounded-full p-1.5 hover:bg-mustard-500">
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </section>
  );
}
