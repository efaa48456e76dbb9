import type { ComponentProps } from "react";
import { FieldError, Input, Label } from "~/client/components/ui/input";

type TextFieldProps = ComponentProps<"input"> & { id: string; label: string; error?: string; hint?: string };

/** A labelled input with its hint and its error message wired to it for screen readers. */
export function TextField({ id, label, error, hint, ...input }: TextFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-earth-900/70">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
