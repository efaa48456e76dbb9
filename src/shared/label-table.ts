// A fixed set of choices is written once, as the table of how people read each one: its keys are the
// values the code and the database keep, in the order the pages list them.

/** A test of a value from outside the code (a database row, a query string) for being one of the table's keys. */
export const keyTest =
  <Key extends string>(labels: Record<Key, string>) =>
  (value: string): value is Key =>
    Object.hasOwn(labels, value);

/** The table's keys in its order, typed as its keys (Object.keys alone says string[]). */
export const keysOf = <Key extends string>(labels: Record<Key, string>): readonly Key[] => Object.keys(labels).filter(keyTest(labels));
