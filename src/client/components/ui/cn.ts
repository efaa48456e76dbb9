/** Joins class names, skipping the falsy ones (conditional classes without a dependency). */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(" ");
}
