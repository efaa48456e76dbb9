import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { FormField } from "~/client/components/ui/form-field";
import { SaveCell } from "~/client/components/ui/save-button";
import { showFieldErrors } from "~/client/lib/field-errors";
import { errorText } from "~/client/lib/format";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "~/client/lib/toast";
import type { SessionUser } from "~/client/lib/session/use-session";
import { raiseComplaintSchema, type RaiseComplaint, type RaiseComplaintInput } from "~/shared/schemas/complaint";
import { useOrderNumbers, useRaiseComplaint, type Complaint } from "../api/complaints";

const FIELDS = ["name", "email", "phone", "orderNumber", "subject", "description"] as const;

/** "Raise a complaint": signed in, the account's name and e-mail are filled in and the order is picked from the shopper's own. */
export function ComplaintForm({ user, orderNumber, onRaised }: { user: SessionUser | null; orderNumber?: string; onRaised: (complaint: Complaint) => void }) {
  const { t } = useLingui();
  const raise = useRaiseComplaint();
  const orders = useOrderNumbers();
  const form = useForm<RaiseComplaintInput, unknown, RaiseComplaint>({
    resolver: zodResolver(raiseComplaintSchema),
    defaultValues: { name: user?.name ?? "", email: user?.email ?? "", phone: "", orderNumber: orderNumber ?? "", subject: "", description: "" },
    reValidateMode: "onSubmit",
  });
  const { register, handleSubmit, formState, reset, clearErrors } = form;
  const errors = formState.errors;
  const field = (name: (typeof FIELDS)[number]) => register(name, { onChange: () => clearErrors(name) });

  // The session may arrive after the form: fill in what the shopper has not typed yet.
  useEffect(() => {
    if (user) reset((values) => ({ ...values, name: values.name || user.name, email: user.email }));
  }, [user, reset]);

  const onValid = (input: RaiseComplaint) =>
    raise.mutate(input, {
      onSuccess: (complaint) => {
        const { ticketNumber } = complaint;
        toast.success(t`Complaint ${ticketNumber} raised`, { description: t`We have e-mailed you its acknowledgement.` });
        reset({ name: user?.name ?? "", email: user?.email ?? "", phone: "", orderNumber: "", subject: "", description: "" });
        onRaised(complaint);
      },
      onError: (error) => {
        showFieldErrors(form, error, FIELDS);
        toast.error(t`Your complaint was not sent`, { description: errorText(error) });
      },
    });

  // The order the page was opened for is a choice before the list arrives, so it stays picked.
  const orderNumbers = [...new Set([...(orderNumber ? [orderNumber] : []), ...(orders.data ?? [])])];
  return (
    <form noValidate onSubmit={handleSubmit(onValid)} aria-label={t`Raise a complaint`} className="grid gap-4 sm:grid-cols-2">
      <FormField id="complaint-name" label={t`Name`} required error={errors.name?.message} autoComplete="name" {...field("name")} />
      <FormField
        id="complaint-email"
        label={t`Email`}
        required
        readOnly={user !== null}
        hint={user ? t`Replies go to your account's e-mail.` : undefined}
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        {...field("email")}
      />
      <FormField id="complaint-phone" label={t`Phone`} required error={errors.phone?.message} type="tel" inputMode="tel" maxLength={15} autoComplete="tel" {...field("phone")} />
      {user ? (
        <FormField id="complaint-order" label={t`Order (optional)`} placeholder={t`Not about one order`} options={orderNumbers} error={errors.orderNumber?.message} {...field("orderNumber")} />
      ) : (
        <FormField id="complaint-order" label={t`Order number (optional)`} hint={t`We check it against your e-mail.`} error={errors.orderNumber?.message} {...field("orderNumber")} />
      )}
      <FormField id="complaint-subject" className="sm:col-span-2" label={t`Subject`} required maxLength={120} error={errors.subject?.message} {...field("subject")} />
      <FormField multiline id="complaint-description" className="sm:col-span-2" label={t`What went wrong?`} required rows={5} maxLength={2000} error={errors.description?.message} {...field("description")} />
      <SaveCell className="sm:col-span-2" pending={raise.isPending} pendingLabel={t`Sending...`}>
        {t`Raise complaint`}
      </SaveCell>
    </form>
  );
}
