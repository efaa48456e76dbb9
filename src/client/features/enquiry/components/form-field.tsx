import type { ReactNode } from "react";
import { FieldError, Label } from "~/client/components/ui/input";

type FormFieldProps = {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  /** The input, which should set aria-describedby={`${id}-error`} and aria-invalid. */
  children: ReactNode;
  className?: string;
};

export function FormField({ id, label, error, required, children, className }: FormFieldProps) {
  return (
    <div className={className}>
      <Label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true" className="text-red-700"> *</span>}
      </Label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The accessibility attributes that tie an input to its message. */
export function fieldAria(id: string, error: string | undefined) {
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined };
}
