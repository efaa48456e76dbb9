import { useRef, useState, type ChangeEvent, type Ref } from "react";
import { FieldError, Label } from "~/client/components/ui/input";

// An upload form checks only the file's size first, with the server's own schema, so a 40 MB file is
// refused before it is sent; what the file really is, the server decides.

type FileCheck = (file: File) => { success: boolean; error?: { issues: readonly { message: string }[] } };

/**
 * The chooser's state: the chosen file and the schema's first complaint about it (missing, empty,
 * too large). `onChoose` runs when another file is chosen.
 */
export function useFileChoice(missing: string, check: FileCheck, onChoose?: () => void) {
  const ref = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const problemWith = (chosen: File) => {
    const checked = check(chosen);
    return checked.success ? undefined : (checked.error?.issues[0]?.message ?? missing);
  };
  /** Shows `message` under the chooser and puts the focus on it. */
  const refuse = (message: string) => {
    setError(message);
    ref.current?.focus();
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    onChoose?.();
    setError(chosen ? problemWith(chosen) : undefined);
  };
  /** The chosen file when it may be sent; else undefined, the chooser saying why. */
  const sendable = (): File | undefined => {
    const problem = file ? problemWith(file) : missing;
    if (problem) return void refuse(problem);
    return file ?? undefined;
  };
  const clear = () => {
    setFile(null);
    if (ref.current) ref.current.value = "";
  };
  return { file, sendable, refuse, clear, setError, field: { ref, onChange, error } };
}

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
