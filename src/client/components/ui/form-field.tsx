import type { ComponentProps, ReactNode } from "react";
import { FieldError, Input, Label, Select, Textarea } from "./input";

type FieldFrame = {
  /** The control's id; its hint, counter and error take ids derived from it. */
  id: string;
  label: ReactNode;
  error?: string;
  /** Guidance under the control, replaced by the error while there is one. */
  hint?: string;
  /** Marks the label with a star; the schema, not the browser, enforces it. */
  required?: boolean;
  /** "12/1000 characters" under a control whose length has a limit. */
  counter?: { length: number; max: number };
  className?: string;
  labelClassName?: string;
  inputClassName?: string;
};

type InputFieldProps = FieldFrame & Omit<ComponentProps<"input">, "id" | "className"> & { multiline?: false; options?: undefined };
type TextareaFieldProps = FieldFrame & Omit<ComponentProps<"textarea">, "id" | "className"> & { multiline: true; options?: undefined };
/** A choice's value, and the words shown for it when they differ (a GST rate of "500" shown as "5%"). */
type SelectOption = string | { value: string; label: string };
/** A choice from a fixed list, opening on `placeholder` (an empty value) until one is chosen. */
type SelectFieldProps = FieldFrame & Omit<ComponentProps<"select">, "id" | "className"> & { multiline?: false; options: readonly SelectOption[]; placeholder: string };

/** A labelled control whose aria-describedby names its hint, counter and error on screen, so a screen reader says the message. */
export function FormField(props: InputFieldProps | TextareaFieldProps | SelectFieldProps) {
  const { id, label, error, hint, required, counter, className, labelClassName, inputClassName, multiline, options, ...control } = props;
  const ids = { hint: `${id}-hint`, count: `${id}-count`, error: `${id}-error` };
  const showHint = Boolean(hint) && !error;
  const describedBy = [counter && ids.count, showHint && ids.hint, error && ids.error].filter(Boolean).join(" ") || undefined;
  const aria = { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy, className: inputClassName };
  return (
    <div className={className}>
      <Label htmlFor={id} className={labelClassName}>
        {label}
        {required && <span aria-hidden="true" className="text-red-700"> *</span>}
      </Label>
      {multiline ? (
        <Textarea {...(control as ComponentProps<"textarea">)} {...aria} />
      ) : options ? (
        <SelectControl {...(control as SelectControlProps)} options={options} aria={aria} />
      ) : (
        <Input {...(control as ComponentProps<"input">)} {...aria} />
      )}
      {counter && (
        <p id={ids.count} className="mt-1 text-right text-xs text-earth-900/70">
          {counter.length}/{counter.max} characters
        </p>
      )}
      {showHint && (
        <p id={ids.hint} className="mt-1 text-sm text-earth-900/70">
          {hint}
        </p>
      )}
      <FieldError id={ids.error} message={error} />
    </div>
  );
}

type SelectControlProps = Omit<SelectFieldProps, keyof FieldFrame | "multiline" | "options">;

function SelectControl({ placeholder, options, aria, ...control }: SelectControlProps & { options: readonly SelectOption[]; aria: ComponentProps<"select"> }) {
  return (
    <Select {...control} {...aria}>
      <option value="">{placeholder}</option>
      {options.map((option) => {
        const { value, label } = typeof option === "string" ? { value: option, label: option } : option;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </Select>
  );
}
