import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "~/client/components/ui/link";
import { Button } from "~/client/components/ui/button";
import { errorText } from "~/client/lib/format";
import { paths } from "~/shared/paths";
import { useConfirmStockAlert, useStockAlertLink } from "../api/stock-alerts";

const note = "rounded-md border p-3 text-sm";
const refusal = `${note} border-red-700/30 bg-red-50 text-red-800`;

/** The confirmation e-mail's page: reading the link changes nothing; only the button confirms, so a mail scanner's prefetch cannot. */
export function ConfirmStockAlert({ token }: { token: string }) {
  const { t } = useLingui();
  const link = useStockAlertLink(token);
  const confirm = useConfirmStockAlert(token);
  if (link.isPending) return <p role="status">{t`Checking your link…`}</p>;
  if (link.isError) return <p role="alert" className={refusal}>{errorText(link.error)}</p>;
  const { productName, productSlug, state } = link.data;
  const productLink = (
    <Link to={paths.product.getHref(productSlug)} className="text-leaf-800 underline underline-offset-2">
      {t`See ${productName}`}
    </Link>
  );
  if (confirm.isSuccess || state === "confirmed") {
    const inStock = confirm.data?.inStock;
    return (
      <div className="space-y-3">
        <p role="status" className={`${note} border-leaf-700/30 bg-leaf-50`}>
          {inStock ? t`Good news: ${productName} is in stock now.` : t`Confirmed. We'll e-mail you once when ${productName} is back in stock.`}
        </p>
        <p>{productLink}</p>
      </div>
    );
  }
  if (state === "expired") return <p role="alert" className={refusal}>
        {t`This confirmation link has expired. Please ask to be notified again on the product page.`}
      </p>;
  return (
    <div className="space-y-4">
      <p>
        <Trans>
          Please confirm that we may e-mail you once when <strong>{productName}</strong> is back in stock.
        </Trans>
      </p>
      {confirm.isError && <p role="alert" className={refusal}>{errorText(confirm.error)}</p>}
      <Button size="lg" className="w-full" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
        {confirm.isPending ? t`Confirming...` : t`Yes, e-mail me when it's back`}
      </Button>
    </div>
  );
}
