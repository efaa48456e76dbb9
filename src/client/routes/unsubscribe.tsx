import { msg } from "@lingui/core/macro";
import { useEnglishWords } from "~/client/lib/i18n/english-words";
import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { Button } from "~/client/components/ui/button";
import { CardPage } from "~/client/components/ui/card-page";
import { unsubscribeCartReminders } from "~/client/features/cart-reminders/api/cart-reminders";
import { unsubscribeStockAlerts } from "~/client/features/stock-alerts/api/stock-alerts";
import { errorText } from "~/client/lib/format";
import { pageMeta } from "~/client/lib/meta";
import { messagesLoader } from "~/client/lib/i18n/catalogs.server";
import { metaI18n } from "~/client/lib/i18n/page-i18n";

// The confirmation itself is the server's message.
export const loader = messagesLoader(["pages/unsubscribe"]);

export const meta = (args: Route.MetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(i18n._(msg`Unsubscribe`), i18n._(msg`Stop an e-mail from the shop.`));
};

// One click from an e-mail: the page posts the link's token as it opens (a prefetch that runs no script unsubscribes nobody).
const LISTS = { "stock-alerts": unsubscribeStockAlerts, "cart-reminders": unsubscribeCartReminders } as const;

export default function Page() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const list = searchParams.get("list");
  const unsubscribe = list && list in LISTS ? LISTS[list as keyof typeof LISTS] : null;
  const request = useMutation({ mutationFn: () => unsubscribe!(token!) });
  const { mutate } = request;
  const valid = Boolean(token && unsubscribe);
  const { t } = useLingui();
  const words = useEnglishWords();
  useEffect(() => {
    if (valid) mutate();
  }, [valid, mutate]);
  return (
    <CardPage title={t`Unsubscribe`}>
      {!valid && <p role="alert">{t`This unsubscribe link is incomplete. Please open the link from the e-mail again.`}</p>}
      {valid && (request.isPending || request.isIdle) && <p role="status">{t`Unsubscribing…`}</p>}
      {request.isSuccess && <p role="status" className="rounded-md border border-leaf-700/30 bg-leaf-50 p-3 text-sm">{words(request.data.message)}</p>}
      {request.isError && (
        <div className="space-y-3">
          <p role="alert" className="rounded-md border border-red-700/30 bg-red-50 p-3 text-sm text-red-800">{errorText(request.error)}</p>
          <Button onClick={() => mutate()}>{t`Try again`}</Button>
        </div>
      )}
    </CardPage>
  );
}
