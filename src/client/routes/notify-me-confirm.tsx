import { EmailLinkPage } from "~/client/components/ui/card-page";
import { ConfirmStockAlert } from "~/client/features/stock-alerts/components/confirm-stock-alert";
import { pageMeta } from "~/client/lib/meta";

export const meta = () => pageMeta("Confirm your back-in-stock e-mail", "Confirm that we may e-mail you when an item is back in stock.");

export default function Page() {
  return <EmailLinkPage title="Back-in-stock e-mail">{(token) => <ConfirmStockAlert token={token} />}</EmailLinkPage>;
}
