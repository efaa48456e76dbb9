import { useLingui } from "@lingui/react/macro";
import { CheckboxLine } from "~/client/components/ui/choice-box";
import { FieldError, Label, Select } from "~/client/components/ui/input";
import type { Address } from "~/shared/schemas/address";
import { businessFieldIds, type BusinessBuyerState } from "../use-business-buyer";

const oneLine = (address: Address) => `${address.fullName}, ${address.addressLine1}, ${address.city}, ${address.state} ${address.pincode}`;

/** "Billing address is different": the invoice bills the business at another of the shopper's saved addresses. */
export function BillingAddressChoice({ business, addresses, deliveryAddressId }: { business: BusinessBuyerState; addresses: readonly Address[]; deliveryAddressId: string | null }) {
  const { t } = useLingui();
  const id = businessFieldIds.billingAddressId;
  const others = addresses.filter((address) => address.id !== deliveryAddressId);
  const error = business.errors.billingAddressId;
  return (
    <div className="sm:col-span-2">
      <CheckboxLine checked={business.billingDifferent} onChange={business.setBillingDifferent}>
        {t`Billing address is different`}
      </CheckboxLine>
      {business.billingDifferent && (
        <div className="mt-3">
          <Label htmlFor={id}>
            {t`Billing address`}
            <span aria-hidden="true" className="text-red-700"> *</span>
          </Label>
          <Select
            id={id}
            value={others.some((address) => address.id === business.billingAddressId) ? business.billingAddressId : ""}
            onChange={(event) => business.chooseBillingAddress(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
          >
            <option value="">{t`Select the billing address`}</option>
            {others.map((address) => (
              <option key={address.id} value={address.id}>
                {oneLine(address)}
              </option>
            ))}
          </Select>
          {!error && (
            <p id={`${id}-hint`} className="mt-1 text-sm text-earth-900/70">
              {others.length > 0 ? t`Printed as Bill to on your tax invoice; the goods go to the delivery address` : t`Add the billing address to your saved addresses above, then choose it here`}
            </p>
          )}
          <FieldError id={`${id}-error`} message={error} />
        </div>
      )}
    </div>
  );
}
