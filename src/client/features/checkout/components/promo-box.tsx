import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { toast } from "~/client/lib/toast";
import { Button } from "~/client/components/ui/button";
import { Input } from "~/client/components/ui/input";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import { formatRupees } from "~/shared/money";
import { EMPTY_PROMO_MESSAGE, PROMO_CODE_MAX } from "~/shared/form-fields";
import { useApplyPromo, type AppliedPromo } from "../api/apply-promo";

/** Apply or remove one promo code. Once applied, the input is disabled until the code is removed. */
export function PromoBox({ applied, onChange, suggestedCode }: { applied: AppliedPromo | null; onChange: (promo: AppliedPromo | null) => void; suggestedCode?: string | null }) {
  // A friend's share link left its code on this device: it waits in the box for the shopper to apply.
  const { t } = useLingui();
  const [code, setCode] = useState(applied?.code ?? suggestedCode ?? "");
  const applyPromo = useApplyPromo();
  // The input is disabled once a code is applied and Apply turns into Remove: focus follows the
  // shopper to the control they need next instead of falling to the page (WCAG 2.4.3).
  const input = useRef<HTMLInputElement>(null);
  const action = useRef<HTMLButtonElement>(null);
  const focusNext = (target: typeof input | typeof action) => window.setTimeout(() => target.current?.focus());

  const apply = () => {
    // The Apply button stays pressable when empty, so this message can show (docs/product-rules.md#promo-codes).
    if (applyPromo.isPending) return;
    if (!code.trim()) {
      toast.error(EMPTY_PROMO_MESSAGE);
      return;
    }
    applyPromo.mutate(code, {
      onSuccess: (promo) => {
        onChange(promo);
        setCode(promo.code);
        focusNext(action);
        toast.success(t`Promo Code Applied!`, { description: promo.description ?? t`Discount applied successfully` });
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.title) toast.error(error.title, { description: error.message });
        else if (error instanceof ApiRequestError && error.status === 400) toast.error(error.message);
        else toast.error(t`Failed to apply promo code`);
      },
    });
  };

  const remove = () => {
    onChange(null);
    setCode("");
    focusNext(input);
  };

  return (
    <div>
      <label htmlFor="promo-code" className="mb-1 block text-sm font-semibold">
        {t`Promo Code`}
      </label>
      <div className="flex gap-2">
        <Input
          ref={input}
          id="promo-code"
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              if (!applied) apply();
            }
          }}
          maxLength={PROMO_CODE_MAX}
          disabled={Boolean(applied)}
          autoComplete="off"
          autoCapitalize="characters"
          placeholder={t`Enter code`}
          className="uppercase"
        />
        {applied ? (
          <Button ref={action} variant="outline" onClick={remove}>
            {t`Remove`}
          </Button>
        ) : (
          <Button ref={action} variant="accent" onClick={apply} aria-disabled={applyPromo.isPending} aria-busy={applyPromo.isPending}>
            {t`Apply`}
          </Button>
        )}
      </div>
      {applied && (
        <p className="mt-2 text-sm text-leaf-700" role="status">
          <AppliedNote code={applied.code} saving={formatRupees(applied.discountPaise)} />
        </p>
      )}
    </div>
  );
}

function AppliedNote({ code, saving }: { code: string; saving: string }) {
  return (
    <Trans>
      {code} applied: you save {saving}
    </Trans>
  );
}
