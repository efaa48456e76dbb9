import { useLingui } from "@lingui/react/macro";
import { Button } from "~/client/components/ui/button";
import { toast } from "~/client/lib/toast";
import { errorText } from "~/client/lib/format";
import { useConfirmOrder } from "../api/confirm-order";

/** Shown on the shopper's own order while it waits for their COD confirmation. */
export function ConfirmOrderButton({ orderNumber }: { orderNumber: string }) {
  const { t } = useLingui();
  const confirm = useConfirmOrder(orderNumber);
  return (
    <div className="mt-3 rounded-lg bg-amber-50 p-3 text-sm">
      <p>{t`Please confirm this cash on delivery order so we can send it.`}</p>
      <Button
        className="mt-2"
        disabled={confirm.isPending}
        onClick={() =>
          confirm.mutate(undefined, {
            onSuccess: () => toast.success(t`Order confirmed`, { description: t`Thank you! We will send order ${orderNumber} soon.` }),
            onError: (error) => toast.error(t`Could not confirm the order`, { description: errorText(error) }),
          })
        }
      >
        {confirm.isPending ? t`Confirming...` : t`Confirm order`}
      </Button>
    </div>
  );
}
