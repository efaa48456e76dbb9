import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Building2 } from "lucide-react";
import type { ChangeEvent } from "react";
import { CheckboxLine, ChoiceBox } from "~/client/components/ui/choice-box";
import { FormField } from "~/client/components/ui/form-field";
import { BUSINESS_NAME_MAX, GSTIN_INPUT_MAX } from "~/shared/form-fields";
import { inputTaxCreditNotice } from "~/shared/input-tax-credit";
import type { Address } from "~/shared/schemas/address";
import { businessFieldIds, type BusinessBuyerState } from "../use-business-buyer";
import { BillingAddressChoice } from "./billing-address-choice";

const INVOICE_HINT = msg`Printed on your tax invoice`;

type Props = { business: BusinessBuyerState; addresses: readonly Address[]; deliveryAddress: Address | undefined };

/** Unticked by default; ticked, the GSTIN, business name and billing address for the tax invoice, and what the place of supply means for input tax credit. */
export function BusinessBuyerFields({ business, addresses, deliveryAddress }: Props) {
  const { t, i18n } = useLingui();
  const { buying, values, errors } = business;
  const creditNotice = buying && deliveryAddress ? inputTaxCreditNotice(values.gstin, deliveryAddress.state) : null;
  // The GSTIN and the business name: both required, printed on the invoice, checked as the shopper leaves them.
  const field = (name: "gstin" | "name") => ({
    id: businessFieldIds[name],
    required: true,
    hint: i18n._(INVOICE_HINT),
    error: errors[name],
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => business.edit(name, event.target.value),
    onFocus: business.prepare,
    onBlur: () => void business.leave(name),
  });
  return (
    <ChoiceBox id="business-buyer" icon={<Building2 aria-hidden="true" className="size-5 text-leaf-700" />} title={t`Tax invoice`} className="rounded-xl border border-mustard-100 p-4 sm:p-6">
      <CheckboxLine checked={buying} onChange={business.setBuying} className="mt-3">
        {t`Buying for a business`}
      </CheckboxLine>
      {buying && (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <FormField label="GSTIN" {...field("gstin")} maxLength={GSTIN_INPUT_MAX} autoCapitalize="characters" autoComplete="off" spellCheck={false} inputClassName="uppercase" />
          <FormField label={t`Business name`} {...field("name")} maxLength={BUSINESS_NAME_MAX} autoComplete="organization" />
          <BillingAddressChoice business={business} addresses={addresses} deliveryAddressId={deliveryAddress?.id ?? null} />
        </div>
      )}
      <div role="status" className="empty:hidden mt-4 rounded-lg border border-mustard-400 bg-mustard-50 p-3 text-sm text-earth-900">
        {creditNotice && (
          <>
            <strong className="block font-semibold">{t`Input tax credit`}</strong>
            {creditNotice}
          </>
        )}
      </div>
    </ChoiceBox>
  );
}
