import type { ChangeEvent, Ref } from "react";
import { FieldError, Label } from "~/client/components/ui/input";

type FileFieldProps = {
  id: string;
  label: string;
  name: string;
  accept: string;
  /** What the file may be, always read out; the error, when there is one, is read after it. */
  hint: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  ref: Ref<HTMLInputElement>;
};

/** A back-office file chooser with its hint and error, for an upload form that checks the file before sending it. */
export function FileField({ id, label, name, accept, hint, error, onChange, ref }: FileFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <input
        ref={ref}
        id={id}
        name={name}
        type="file"
        accept={accept}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        className="block w-full max-w-full text-sm file:mr-3 file:h-10 file:rounded-md file:border file:border-leaf-700 file:bg-white file:px-3 file:font-semibold file:text-leaf-800 hover:file:bg-mustard-50"
      />
      <p id={hintId} className="mt-1 text-sm text-earth-900/70">
        {hint}
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
