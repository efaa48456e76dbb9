import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Route } from "./+types/confirm-order";
import { EmailLinkPage } from "~/client/components/ui/card-page";
import { ConfirmByLink } from "~/client/features/orders/components/confirm-by-link";
import { messagesLoader } from "~/client/lib/i18n/catalogs.server";
import { metaI18n } from "~/client/lib/i18n/page-i18n";
import { pageMeta } from "~/client/lib/meta";

// The confirmation's words come with the orders catalogue.
export const loader = messagesLoader(["pages/confirm-order", "orders"]);

export const meta = (args: Route.MetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(i18n._(msg`Confirm your order`), i18n._(msg`Confirm your cash on delivery order.`));
};


export default function Page() {
  const { t } = useLingui();
  return <EmailLinkPage title={t`Confirm your order`}>{(token) => <ConfirmByLink token={token} />}</EmailLinkPage>;
}
