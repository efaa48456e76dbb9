import { useWatch, type UseFormReturn } from "react-hook-form";
import { FormField } from "~/client/components/ui/form-field";

export type DescriptionValues = { description: string; descriptionHi: string };

type Props = { form: UseFormReturn<DescriptionValues, unknown, unknown>; name: keyof DescriptionValues; id: string; label: string; required?: boolean; lang?: "hi" };

/** An item's description, English or Hindi: up to 2,000 characters across both columns, with its count. */
export function DescriptionField({ form, name, ...field }: Props) {
  const length = (useWatch({ control: form.control, name }) ?? "").length;
  return <FormField multiline {...field} className="sm:col-span-2" error={form.formState.errors[name]?.message} counter={{ length, max: 2000 }} maxLength={2000} rows={4} {...form.register(name)} />;
}
