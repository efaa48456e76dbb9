import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "~/client/components/ui/link";
import { Button } from "~/client/components/ui/button";
import { errorText } from "~/client/lib/format";
import { paths } from "~/shared/paths";
import { useConfirmByLink, useConfirmLink } from "../api/confirm-order";

const note = "rounded-md border p-3 text-sm";

/** The e-mail link's page: reading the link changes nothing; only the button confirms, so a mail scanner's prefetch cannot. */
export function ConfirmByLink({ token }: { token: string }) {
  const { t } = useLingui();
  const link = useConfirmLink(token);
  const confirm = useConfirmByLink(token);
  if (link.isPending) return <p role="status">{t`Checking your link…`}</p>;
  if (link.isError) return <p role="alert" className={`${note} border-red-700/30 bg-red-50 text-red-800`}>{errorText(link.error)}</p>;
  const { orderNumber, state } = link.data;
  const orderLink = (
    <Link to={paths.accountOrder.getHref(orderNumber)} className="text-leaf-800 underline underline-offset-2">
      {t`See order ${orderNumber}`}
    </Link>
  );
  if (confirm.isSuccess || state === "used") {
    return (
      <div className="space-y-3">
        <p role="status" className={`${note} border-leaf-700/30 bg-leaf-50`}>
          {confirm.isSuccess ? t`Thank you! Order ${orderNumber} is confirmed and will be sent soon.` : t`This order is already confirmed. Thank you!`}
        </p>
        <p>{orderLink}</p>
      </div>
    );
  }
  if (state === "expired") return <p role="alert" className={`${note} border-red-700/30 bg-red-50 text-red-800`}>{t`This confirmation link has expired: the order was not confirmed in time.`}</p>;
  return (
    <div className="space-y-4">
      <p>
        <Trans>
          Please confirm your cash on delivery order <strong className="break-all">{orderNumber}</strong> so we can send it.
        </Trans>
      </p>
      {confirm.isError && <p role="alert" className={`${note} border-red-700/30 bg-red-50 text-red-800`}>{errorText(confirm.error)}</p>}
      <Button size="lg" className="w-full" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
        {confirm.isPending ? t`Confirming...` : t`Confirm my order`}
      </Button>
    </div>
  );
}
