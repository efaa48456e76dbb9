import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { hasUnsupportedCharacters, UNSUPPORTED_CHARACTERS_MESSAGE } from "~/shared/schemas/common";
import { ApiError } from "./errors";

/** Deeper than any form the shop has; a body nested further is refused rather than walked. */
export const MAX_NESTING = 32;

/**
 * What is wrong with the first bad part of `value`: a string (or key) holding a character no
 * form can type, with its path (e.g. "address.line1"), or nesting past MAX_NESTING; null if none. A loop over a stack, not recursion: a hostile body
 * thousands of levels deep cannot overflow the call stack.
 */
export function findUnsupportedText(value: unknown): { field: string; tooDeep?: true } | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (path.length > MAX_NESTING) return { field: path.slice(0, 3).join("."), tooDeep: true };
    if (typeof current === "string") {
      if (hasUnsupportedCharacters(current)) return { field: path.join(".") || "_" };
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) stack.push({ value: current[index], path: [...path, String(index)] });
    } else if (current && Object.getPrototypeOf(current) === Object.prototype) {
      for (const [key, item] of Object.entries(current).reverse()) {
        if (hasUnsupportedCharacters(key)) return { field: path.join(".") || "_" };
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}

export function refuseUnsupportedText(value: unknown): void {
  const found = findUnsupportedText(value);
  if (found?.tooDeep) throw new ApiError(400, "Invalid request");
  if (found) throw new ApiError(400, UNSUPPORTED_CHARACTERS_MESSAGE, { fields: { [found.field]: UNSUPPORTED_CHARACTERS_MESSAGE } });
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
