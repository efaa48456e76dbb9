import { FormField } from "~/client/components/ui/form-field";
import { Label } from "~/client/components/ui/input";
import type { MembershipTerms } from "~/shared/membership";
import { formatRupees } from "~/shared/money";
import { membershipSettingsSchema } from "~/shared/schemas/admin-membership";
import { SettingsFrame, useSettingsForm } from "../../shared/settings-form";
import { useSaveMembershipSettings } from "../api/membership";

type SettingsFields = { enabled: boolean; friendDiscountPercent: string; friendDiscountCapRupees: string; commissionPercent: string; minOrderRupees: string };

const fieldNames = ["friendDiscountPercent", "friendDiscountCapRupees", "commissionPercent", "minOrderRupees"] as const;

const rupeesText = (paise: number) => String(paise / 100);

const initialValues = (terms: MembershipTerms): SettingsFields => ({
  enabled: terms.enabled,
  friendDiscountPercent: String(terms.friendDiscountPercent),
  friendDiscountCapRupees: rupeesText(terms.friendDiscountCapPaise),
  commissionPercent: String(terms.commissionPercent),
  minOrderRupees: terms.minOrderPaise === 0 ? "" : rupeesText(terms.minOrderPaise),
});

const savedToast = (saved: MembershipTerms): [string, { description: string }] => [
  "Membership settings saved",
  {
    description: saved.enabled
      ? `Friends get ${saved.friendDiscountPercent}% off (up to ${formatRupees(saved.friendDiscountCapPaise)}); members earn ${saved.commissionPercent}%.`
      : "The programme is paused: member codes give no discount.",
  },
];

/** The programme's figures, typed in percent and rupees, and whether it is on. The same schema checks them here and on the server. */
export function MembershipSettingsForm({ settings }: { settings: MembershipTerms }) {
  const save = useSaveMembershipSettings();
  const { form, submit, errors } = useSettingsForm({ schema: membershipSettingsSchema, settings, initialValues, save, fieldNames, saved: savedToast });

  const field = (name: (typeof fieldNames)[number], label: string, hint?: string) => (
    <FormField id={`membership-${name}`} label={label} hint={hint} inputMode="decimal" error={errors[name]?.message} {...form.register(name)} />
  );

  return (
    <SettingsFrame id="membership-settings-title" title="Settings" onSubmit={submit} pending={save.isPending}>
      <div className="flex items-center gap-2 sm:col-span-2">
        <input id="membership-enabled" type="checkbox" className="size-5" {...form.register("enabled")} />
        <Label htmlFor="membership-enabled" className="mb-0">
          Programme on (when off, member codes give no discount; earned rewards stay spendable)
        </Label>
      </div>
      {field("friendDiscountPercent", "Friend discount (%)", "Of the friend's first order subtotal, 1 to 100")}
      {field("friendDiscountCapRupees", "Maximum friend discount (₹)")}
      {field("commissionPercent", "Commission (%)", "Of the friend's subtotal after its discount, rounded down to the rupee")}
      {field("minOrderRupees", "Minimum order (₹, optional)")}
    </SettingsFrame>
  );
}
