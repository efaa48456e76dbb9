import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { errorText } from "~/client/lib/format";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import { toast } from "~/client/lib/toast";
import { utrSchema } from "~/shared/schemas/upi";
import { useSubmitUtr } from "../api/upi-payment";

/** After paying: the 12-digit UPI reference, checked here and again by the server (shape, and not already used). */
export function UtrForm({ orderNumber }: { orderNumber: string }) {
  const submitUtr = useSubmitUtr(orderNumber);
  const form = useForm<z.input<typeof utrSchema>, unknown, z.output<typeof utrSchema>>({ resolver: zodResolver(utrSchema), defaultValues: { utr: "" } });
  const submit = form.handleSubmit((input) =>
    submitUtr.mutate(input, {
      onSuccess: () => toast.success("Payment submitted, being verified"),
      onError: (error) => {
        if (error instanceof ApiRequestError && error.fields.utr) form.setError("utr", { message: error.fields.utr }, { shouldFocus: true });
        else toast.error("Could not send your UPI reference", { description: errorText(error) });
      },
    }),
  );
  return (
    <form noValidate onSubmit={submit} aria-label="UPI reference" className="mt-4 space-y-3">
      <FormField
        id={`utr-${orderNumber}`}
        label="UPI reference (UTR)"
        hint="After paying, enter the 12-digit reference your UPI app shows."
        error={form.formState.errors.utr?.message}
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        {...form.register("utr")}
      />
      <Button type="submit" disabled={submitUtr.isPending}>
        {submitUtr.isPending ? "Sending..." : "Submit UPI reference"}
      </Button>
    </form>
  );
}
