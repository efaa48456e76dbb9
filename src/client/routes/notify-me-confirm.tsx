import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Route } from "./+types/notify-me-confirm";
import { EmailLinkPage } from "~/client/components/ui/card-page";
import { ConfirmStockAlert } from "~/client/features/stock-alerts/components/confirm-stock-alert";
import { messagesLoader } from "~/client/lib/i18n/catalogs.server";
import { metaI18n } from "~/client/lib/i18n/page-i18n";
import { pageMeta } from "~/client/lib/meta";

export const meta = (args: Route.MetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(i18n._(msg`Confirm your back-in-stock e-mail`), i18n._(msg`Confirm that we may e-mail you when an item is back in stock.`));
};

export const loader = messagesLoader(["pages/notify-me-confirm", "stock-alerts"]);

export default function Page() {
  const { t } = useLingui();
  return <EmailLinkPage title={t`Back-in-stock e-mail`}>{(token) => <ConfirmStockAlert token={token} />}</EmailLinkPage>;
}
