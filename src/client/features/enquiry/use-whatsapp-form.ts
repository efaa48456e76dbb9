import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path } from "react-hook-form";
import type { z } from "zod";
import { openWhatsapp, whatsappLink } from "./whatsapp";

/**
 * A form whose checked answer goes to the shop's WhatsApp as `lines`, then empties for the next one;
 * errors are judged on submit and each clears as its field is edited (docs/product-rules.md#enquiry-and-contact-forms).
 */
export function useWhatsappForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  empty: Input,
  lines: (answer: Output) => readonly (string | false | undefined)[],
  sent: () => void,
) {
  const { register, handleSubmit, reset, clearErrors, formState } = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues: empty as DefaultValues<Input>, reValidateMode: "onSubmit" });
  return {
    errors: formState.errors,
    field: (name: Path<Input>) => register(name, { onChange: () => clearErrors(name) }),
    submit: (onInvalid: (invalid: FieldErrors<Input>) => void) =>
      handleSubmit((answer) => {
        openWhatsapp(whatsappLink(lines(answer)));
        sent();
        reset(empty);
      }, onInvalid),
  };
}
