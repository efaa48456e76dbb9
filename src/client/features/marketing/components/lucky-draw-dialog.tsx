import { useRef, useState } from "react";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Gift } from "lucide-react";
import { Link } from "~/client/components/ui/link";
import { brand } from "~/shared/brand";
import { paths } from "~/shared/paths";
import { Button, buttonClasses } from "~/client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/client/components/ui/dialog";

const network = brand.socialNetworkName;
const prizes = [msg`Gift hampers of our oils, dals and grains`, msg`Coupons up to 50% off`, msg`Bonus gifts for loyal customers`, msg`Surprise gifts`];
const steps = [msg`Buy any product from our shop`, msg`Follow us on ${network}`, msg`Post a selfie with your order and tag us`, msg`Fill the form we send you`];

/** "Maybe Later" takes focus; nothing opened it, so closing returns focus to wherever it was. */
export default function LuckyDrawDialog({ onClose }: { onClose: () => void }) {
  const maybeLater = useRef<HTMLButtonElement>(null);
  const { t, i18n } = useLingui();
  const [focusedBefore] = useState(() => (document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={t`Close lucky draw`}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          maybeLater.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (focusedBefore?.isConnected) focusedBefore.focus();
        }}
      >
        <div className="flex items-center gap-2">
          <Gift aria-hidden="true" className="size-7 text-mustard-600" />
          <DialogTitle>{t`Monthly Lucky Draw`}</DialogTitle>
        </div>
        <DialogDescription>{t`Shop with us this month for a chance to win.`}</DialogDescription>
        <h3 className="mt-4 font-bold">{t`Monthly prizes`}</h3>
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
          {prizes.map((prize) => (
            <li key={prize.id}>{i18n._(prize)}</li>
          ))}
        </ul>
        <h3 className="mt-4 font-bold">{t`How to take part`}</h3>
        <ol className="mt-1 list-decimal space-y-0.5 pl-5 text-sm">
          {steps.map((step) => (
            <li key={step.id}>{i18n._(step)}</li>
          ))}
        </ol>
        <p className="mt-4 rounded-md bg-mustard-50 p-3 text-sm font-medium">{t`Winners are announced every month on ${network}.`}</p>
        <div className="mt-5 flex flex-col gap-2 sm:flex-row">
          <Link to={paths.termsLuckyDraw.getHref()} onClick={onClose} className={buttonClasses({ className: "flex-1" })}>
            {t`View Terms & Join Now`}
          </Link>
          <Button ref={maybeLater} variant="outline" className="flex-1" onClick={onClose}>
            {t`Maybe Later`}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
