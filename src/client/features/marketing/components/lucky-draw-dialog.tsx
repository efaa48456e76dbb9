import { useRef, useState } from "react";
import { Gift } from "lucide-react";
import { Link } from "~/client/components/ui/link";
import { brand } from "~/shared/brand";
import { paths } from "~/shared/paths";
import { Button, buttonClasses } from "~/client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/client/components/ui/dialog";

const prizes = ["Gift hampers of our oils, dals and grains", "Coupons up to 50% off", "Bonus gifts for loyal customers", "Surprise gifts"];
const steps = ["Buy any product from our shop", `Follow us on ${brand.socialNetworkName}`, "Post a selfie with your order and tag us", "Fill the form we send you"];

/** "Maybe Later" takes focus; nothing opened it, so closing returns focus to wherever it was. */
export default function LuckyDrawDialog({ onClose }: { onClose: () => void }) {
  const maybeLater = useRef<HTMLButtonElement>(null);
  const [focusedBefore] = useState(() => (document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel="Close lucky draw"
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
          <DialogTitle>Monthly Lucky Draw</DialogTitle>
        </div>
        <DialogDescription>Shop with us this month for a chance to win.</DialogDescription>
        <h3 className="mt-4 font-bold">Monthly prizes</h3>
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
          {prizes.map((prize) => (
            <li key={prize}>{prize}</li>
          ))}
        </ul>
        <h3 className="mt-4 font-bold">How to take part</h3>
        <ol className="mt-1 list-decimal space-y-0.5 pl-5 text-sm">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="mt-4 rounded-md bg-mustard-50 p-3 text-sm font-medium">Winners are announced every month on {brand.socialNetworkName}.</p>
        <div className="mt-5 flex flex-col gap-2 sm:flex-row">
          <Link to={paths.termsLuckyDraw.getHref()} onClick={onClose} className={buttonClasses({ className: "flex-1" })}>
            View Terms &amp; Join Now
          </Link>
          <Button ref={maybeLater} variant="outline" className="flex-1" onClick={onClose}>
            Maybe Later
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
