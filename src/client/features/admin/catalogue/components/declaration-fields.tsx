import type { ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import { FieldError, Label } from "~/client/components/ui/input";
import type { ItemDeclarations } from "~/shared/declarations/declarations";
import type { DeclarationsFieldValues, DeclarationsTextField } from "~/shared/schemas/admin-declarations";

// Small controls of the Declarations section: a fieldset with its legend, and a select whose options are shown by their labels.

export function DeclarationsGroup({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 border-t border-earth-900/15 pt-4 sm:grid-cols-2">
      <legend className="float-left mb-1 w-full font-semibold text-leaf-800 sm:col-span-2">{legend}</legend>
      {hint && <p className="-mt-2 text-sm text-earth-900/70 sm:col-span-2">{hint}</p>}
      {children}
    </fieldset>
  );
}

export type DeclarationsFormApi = UseFormReturn<DeclarationsFieldValues, unknown, ItemDeclarations>;

type ChoiceFieldProps<Value extends string> = {
  form: DeclarationsFormApi;
  name: DeclarationsTextField;
  id: string;
  label: string;
  placeholder: string;
  values: readonly Value[];
  labels: Record<Value, string>;
};

export function ChoiceField<Value extends string>({ form, name, id, label, placeholder, values, labels }: ChoiceFieldProps<Value>) {
  const error = form.formState.errors[name]?.message;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className="h-11 w-full rounded-md border border-earth-900/30 bg-white px-3 text-base aria-[invalid=true]:border-red-700"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...form.register(name)}
      >
        <option value="">{placeholder}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
