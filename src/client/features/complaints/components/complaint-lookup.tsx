import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { FormField } from "~/client/components/ui/form-field";
import { SaveCell } from "~/client/components/ui/save-button";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import { errorText } from "~/client/lib/format";
import { complaintLookupSchema } from "~/shared/schemas/complaint";
import { useLookUpComplaint } from "../api/complaints";
import { ComplaintTicket } from "./complaint-ticket";

/** Following a ticket without signing in: its number and the e-mail it was raised with. */
export function ComplaintLookup({ ticketNumber = "" }: { ticketNumber?: string }) {
  const { t } = useLingui();
  const lookUp = useLookUpComplaint();
  const [number, setNumber] = useState(ticketNumber);
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<{ ticketNumber?: string; email?: string; form?: string }>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = complaintLookupSchema.safeParse({ ticketNumber: number, email });
    if (!parsed.success) {
      const messages = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
      setErrors(messages);
      return;
    }
    setErrors({});
    lookUp.mutate(parsed.data, {
      onError: (error) => setErrors({ form: error instanceof ApiRequestError && error.status !== 0 ? error.message : errorText(error) }),
    });
  };

  return (
    <div className="space-y-4">
      <form noValidate onSubmit={submit} aria-label={t`Follow a complaint`} className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <FormField id="lookup-ticket" label={t`Ticket number`} placeholder="GRV-2026-000001" autoCapitalize="characters" value={number} onChange={(event) => setNumber(event.target.value)} error={errors.ticketNumber} />
        <FormField id="lookup-email" label={t`Email`} type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} error={errors.email} />
        <SaveCell className="sm:pt-7" pending={lookUp.isPending} pendingLabel={t`Looking...`}>
          {t`Find complaint`}
        </SaveCell>
      </form>
      {errors.form && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          {errors.form}
        </p>
      )}
      {lookUp.data && !errors.form && <ComplaintTicket complaint={lookUp.data} />}
    </div>
  );
}
