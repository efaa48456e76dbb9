import { useState, type ChangeEvent, type FormEvent } from "react";
import { errorText } from "~/client/lib/format";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import { toast } from "~/client/lib/toast";

type FieldErrors = Partial<Record<string, string>>;
type Checked<Parsed> = { success: true; data: Parsed } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
type Adding<Parsed, Row> = { isPending: boolean; mutate: (input: Parsed, callbacks: { onSuccess: (row: Row) => void; onError: (failure: Error) => void }) => void };

type AddRowOptions<Values, Parsed, Row> = {
  empty: Values;
  /** The form's schema, with the values put as the API takes them. */
  check: (values: Values) => Checked<Parsed>;
  add: Adding<Parsed, Row>;
  /** The success toast's title and description for the added row. */
  added: (row: Row) => [string, string];
  addFailed: string;
  /** What of the server's refusal shows under the fields; nothing, and it goes in a toast. */
  refusal: (failure: ApiRequestError) => FieldErrors | undefined;
};

/** The form above a RemovableList: checked first (each field shows its first message), sent, and emptied once the server has the row. */
export function useAddRow<Values extends Record<string, string>, Parsed, Row>({ empty, check, add, added, addFailed, refusal }: AddRowOptions<Values, Parsed, Row>) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = check(values);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: (row) => {
        const [title, description] = added(row);
        toast.success(title, { description });
        setValues(empty);
      },
      onError: (failure) => {
        const shown = failure instanceof ApiRequestError ? refusal(failure) : undefined;
        if (shown) setErrors(shown);
        else toast.error(addFailed, { description: errorText(failure) });
      },
    });
  };

  /** A control's value and change handler. */
  const bind = (name: keyof Values & string) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return { errors, setErrors, submit, bind };
}
