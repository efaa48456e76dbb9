import { ApiRequestError } from "./shop-fetch";

type SettableForm<Name extends string> = { setError(name: Name, error: { message: string }, options: { shouldFocus: boolean }): void };

/** The server's messages for the form's own fields go under those fields, the first focused; the caller's toast says the rest. */
export function showFieldErrors<Name extends string>(form: SettableForm<Name>, error: unknown, names: readonly Name[]): void {
  if (!(error instanceof ApiRequestError)) return;
  Object.entries(error.fields)
    .filter(([field]) => (names as readonly string[]).includes(field))
    .forEach(([field, message], index) => form.setError(field as Name, { message }, { shouldFocus: index === 0 }));
}
