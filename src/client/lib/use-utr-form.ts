import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { errorText } from "./format";
import { ApiRequestError } from "./shop-fetch";
import { toast } from "./toast";

type UtrFields = { utr: string };
type UtrMutation = { mutate(input: UtrFields, callbacks: { onSuccess: () => void; onError: (error: Error) => void }): void };

/** A form of one UTR (a transfer's reference): the server's word on the UTR shows under it, any other failure in a toast. */
export function useUtrForm(schema: z.ZodType<UtrFields, UtrFields>, mutation: UtrMutation, toasts: { sent: string; failed: string }) {
  const form = useForm<UtrFields>({ resolver: zodResolver(schema), defaultValues: { utr: "" } });
  const submit = form.handleSubmit((input) =>
    mutation.mutate(input, {
      onSuccess: () => toast.success(toasts.sent),
      onError: (error) => {
        if (error instanceof ApiRequestError && error.fields.utr) form.setError("utr", { message: error.fields.utr }, { shouldFocus: true });
        else toast.error(toasts.failed, { description: errorText(error) });
      },
    }),
  );
  return { form, submit };
}
