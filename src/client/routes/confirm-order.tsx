import { EmailLinkPage } from "~/client/components/ui/card-page";
import { ConfirmByLink } from "~/client/features/orders/components/confirm-by-link";
import { messagesLoader } from "~/client/lib/i18n/catalogs.server";
import { pageMeta } from "~/client/lib/meta";

export const meta = () => pageMeta("Confirm your order", "Confirm your cash on delivery order.");

/** The page draws the orders part: its words come with the page (in English too, as the build keeps only message ids). */
export const loader = messagesLoader(["pages/confirm-order", "orders"]);

export default function Page() {
  return <EmailLinkPage title="Confirm your order">{(token) => <ConfirmByLink token={token} />}</EmailLinkPage>;
}
