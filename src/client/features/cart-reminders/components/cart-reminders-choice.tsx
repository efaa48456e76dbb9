import { useLingui } from "@lingui/react/macro";
import { errorText } from "~/client/lib/format";
import { useCartRemindersChoice, useChooseCartReminders } from "../api/cart-reminders";

/** The account's consent box: saved as soon as it is ticked or unticked. */
export function CartRemindersChoice() {
  const choice = useCartRemindersChoice();
  const choose = useChooseCartReminders();
  const checked = choose.isPending ? Boolean(choose.variables) : Boolean(choice.data?.optedIn);
  const { t } = useLingui();
  return (
    <div className="mt-4 rounded-xl border border-mustard-100 bg-white p-4">
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-4 accent-leaf-700"
          checked={checked}
          disabled={choice.isPending || choose.isPending}
          aria-describedby="cart-reminders-hint"
          onChange={(event) => choose.mutate(event.target.checked)}
        />
        <span>
          <span className="font-medium">{t`E-mail me if I leave items in my cart`}</span>
          <span id="cart-reminders-hint" className="block text-sm text-earth-900/80">
            {t`At most one e-mail per cart, a day after you last changed it. You can turn this off at any time.`}
          </span>
        </span>
      </label>
      {(choice.isPending || choose.isPending) && <p role="status" className="mt-2 text-sm">{choice.isPending ? t`Loading your choice…` : t`Saving…`}</p>}
      {choose.isSuccess && !choose.isPending && <p role="status" className="mt-2 text-sm text-leaf-700">{choose.data.optedIn ? t`Cart reminders are on.` : t`Cart reminders are off.`}</p>}
      {(choice.isError || choose.isError) && <p role="alert" className="mt-2 text-sm text-red-700">{errorText(choice.error ?? choose.error)}</p>}
    </div>
  );
}
