import { EmailLinkPage } from "~/client/components/ui/card-page";
import { ConfirmByLink } from "~/client/features/orders/components/confirm-by-link";
import { pageMeta } from "~/client/lib/meta";

export const meta = () => pageMeta("Confirm your order", "Confirm your cash on delivery order.");

export default function Page() {
  return <EmailLinkPage title="Confirm your order">{(token) => <ConfirmByLink token={token} />}</EmailLinkPage>;
}
