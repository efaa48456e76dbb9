// Values one step from a valid one: they pass the first checks and reach the rules behind them.

const DATE_LIKE = /^\d{4}-\d{2}(-\d{2})?$/;

function stringNearMisses(value: string): unknown[] {
  const misses: unknown[] = [
    `${value}\u0000`,
    `\u0000${value}`,
    `${value}\ud800`,
    `${value}\u0007\u001b`,
    ` ${value} `,
    value.toLowerCase(),
    value.repeat(Math.ceil((1024 * 1024) / Math.max(value.length, 1))),
    null,
    [value],
    { value },
  ];
  if (DATE_LIKE.test(value)) {
    misses.push(...(value.length === 7 ? ["0000-01", "2026-00", "2026-13", "9999-12", "+2026-01"] : ["2026-99-99", "0000-01-01", "2026-02-30", "0001-01-01", "99999-01-01"]));
  }
  if (/^\d+$/.test(value)) misses.push(Number(value), `-${value}`, `${value}.5`);
  if (value.includes("@")) misses.push(value.replace("@", "\u0000@"), `${"a".repeat(300)}${value}`, value.toUpperCase());
  return misses;
}

function numberNearMisses(value: number): unknown[] {
  return [-value, 0, -1, value + 0.5, value * 1_000_000, 1e21, Number.MAX_SAFE_INTEGER + 2, String(value), `${value}abc`, "NaN", true, false, null, [value]];
}

/** Near misses for a sample body's field, by the type of its sample value. */
export function nearMisses(value: unknown): unknown[] {
  if (typeof value === "string") return stringNearMisses(value);
  if (typeof value === "number") return numberNearMisses(value);
  if (typeof value === "boolean") return [String(value), Number(value), null, "yes", [value], {}];
  return [null, "", 0, []];
}

/** Near misses of a real id or month in a path: with NUL, case changed, cut short or lengthened. */
export function paramNearMisses(value: string): string[] {
  const misses = [`${value}\u0000`, value.toUpperCase(), value.slice(0, -1), `${value}0`, `${value}/`, value.repeat(200)];
  if (DATE_LIKE.test(value)) misses.push("0000-01", "2026-00", "2026-13", "9999-12");
  return misses;
}
