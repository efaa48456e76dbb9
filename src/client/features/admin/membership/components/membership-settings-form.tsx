import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "~/client/lib/toast";
import { FormField } from "~/client/components/ui/form-field";
import { Label } from "~/client/components/ui/input";
import { showFieldErrors } from "~/client/lib/field-errors";
import type { MembershipTerms } from "~/shared/membership";
import { formatRupees } from "~/shared/money";
import { membershipSettingsSchema, type MembershipSettingsInput, type MembershipSettingsValues } from "~/shared/schemas/admin-membership";
import { useSaveMembershipSettings } from "../api/membership";
import { errorText } from "~/client/lib/format";
import { SaveButton } from "~/client/components/ui/save-button";

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

/** The programme's figures, typed in percent and rupees, and whether it is on. The same schema checks them here and on the server. */
export function MembershipSettingsForm({ settings }: { settings: MembershipTerms }) {
  const form = useForm<SettingsFields, unknown, MembershipSettingsValues>({ resolver: zodResolver(membershipSettingsSchema) as never, defaultValues: initialValues(settings) });
  const save = useSaveMembershipSettings();
  const { errors } = form.formState;

  const submit = form.handleSubmit(() => {
    if (save.isPending) return;
    save.mutate(form.getValues() as MembershipSettingsInput, {
      onSuccess: (saved) => {
        form.reset(initialValues(saved));
        toast.success("Membership settings saved", {
          description: saved.enabled
            ? `Friends get ${saved.friendDiscountPercent}% off (up to ${formatRupees(saved.friendDiscountCapPaise)}); members earn ${saved.commissionPercent}%.`
            : "The programme is paused: member codes give no discount.",
        });
      },
      onError: (error) => {
        showFieldErrors(form, error, fieldNames);
        toast.error("Could not save the settings", { description: errorText(error) });
      },
    });
  });

  const field = (name: (typeof fieldNames)[number], label: string, hint?: string) => (
    <FormField id={`membership-${name}`} label={label} hint={hint} inputMode="decimal" error={errors[name]?.message} {...form.register(name)} />
  );

  return (
    <form noValidate onSubmit={submit} aria-labelledby="membership-settings-title" className="rounded-lg border border-earth-900/15 bg-white p-4">
      <h2 id="membership-settings-title" className="mb-3 text-lg font-bold text-leaf-800">
        Settings
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
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
      </div>
      <div className="mt-4">
        <SaveButton pending={save.isPending} pendingLabel="Saving…">
          Save settings
        </SaveButton>
      </div>
    </form>
  );
}
