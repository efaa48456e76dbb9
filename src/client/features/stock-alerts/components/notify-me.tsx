import { useEnglishWords } from "~/client/lib/i18n/english-words";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { Button } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { errorText } from "~/client/lib/format";
import { useSession } from "~/client/lib/session/use-session";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import { useMyStockAlerts, useNotifyMe } from "../api/stock-alerts";

type NotifyMeProps = { productId: string; sizeId: string; productName: string };

const done = "rounded-md border border-leaf-700/30 bg-leaf-50 p-3 text-sm";

/** Under a sold-out size's buttons: one press signed in; signed out, an address that confirms by e-mail. */
export function NotifyMe({ productId, sizeId, productName }: NotifyMeProps) {
  const { t } = useLingui();
  const words = useEnglishWords();
  const { user, isPending: sessionPending } = useSession();
  const mine = useMyStockAlerts();
  const notify = useNotifyMe();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const waiting = user && mine.data?.sizeIds.includes(sizeId);
  const answered = notify.isSuccess && notify.variables?.sizeId === sizeId ? words(notify.data.message) : waiting ? t`We'll e-mail you when it's back in stock.` : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    notify.mutate(
      { productId, sizeId, ...(user || !email.trim() ? {} : { email }) },
      { onError: (failure) => setError(failure instanceof ApiRequestError && failure.fields.email ? failure.fields.email : errorText(failure)) },
    );
  }

  if (answered) return <p role="status" className={`mt-3 ${done}`}>{answered}</p>;
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Notify me when ${productName} is back`} className="mt-3 space-y-2">
      <p className="text-sm">{t`Sold out for now. We can e-mail you once when it's back in stock.`}</p>
      {!user && !sessionPending && (
        <FormField
          id={`notify-email-${sizeId}`}
          label={t`Your email`}
          type="email"
          autoComplete="email"
          maxLength={255}
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
        />
      )}
      {user && error && <p role="alert" className="text-sm text-red-700">{error}</p>}
      <Button type="submit" variant="outline" className="w-full" disabled={notify.isPending || sessionPending}>
        {notify.isPending ? t`Saving...` : t`Notify me`}
      </Button>
    </form>
  );
}
