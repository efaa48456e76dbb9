import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { hasUnsupportedCharacters, UNSUPPORTED_CHARACTERS_MESSAGE } from "~/shared/schemas/common";
import { ApiError } from "./errors";

/** The path (e.g. "address.line1") of the first string in `value` holding a character no form can type. */
export function findUnsupportedText(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return hasUnsupportedCharacters(value) ? path.join(".") || "_" : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsupportedText(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      const found = findUnsupportedText(key, path) ?? findUnsupportedText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

export function refuseUnsupportedText(value: unknown): void {
  const field = findUnsupportedText(value);
  if (field) throw new ApiError(400, UNSUPPORTED_CHARACTERS_MESSAGE, { fields: { [field]: UNSUPPORTED_CHARACTERS_MESSAGE } });
}

/**
 * Parses a request part with a zod schema. A failure answers 400 with the schema's own messages
 * (the same the browser shows) before the handler runs, so nothing changes. Whatever the schema,
 * no string with NUL or another control character gets through (PostgreSQL refuses NUL).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw ApiError.fromZod(result.error);
    refuseUnsupportedText(result.data);
  });
}
