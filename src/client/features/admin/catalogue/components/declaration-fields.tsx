import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldError, Label } from "~/client/components/ui/input";

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

type ChoiceFieldProps = {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  error?: string;
  registration: UseFormRegisterReturn;
};

export function ChoiceField({ id, label, options, placeholder, error, registration }: ChoiceFieldProps) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className="h-11 w-full rounded-md border border-earth-900/30 bg-white px-3 text-base aria-[invalid=true]:border-red-700"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
