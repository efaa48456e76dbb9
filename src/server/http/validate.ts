import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { hasUnsupportedCharacters, UNSUPPORTED_CHARACTERS_MESSAGE } from "~/shared/schemas/common";
import { ApiError } from "./errors";
import { bodyTextFromNode } from "./request-guards";

/** Deeper than any form the shop has; a body nested further is refused rather than walked. */
export const MAX_NESTING = 32;

/** The first bad part of `value` with its path: an untypeable character or nesting past MAX_NESTING. A loop, so a hostile body cannot overflow the stack. */
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

/** Parses a request part with a zod schema; a failure answers 400 with the browser's messages before the handler runs. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  const validator = zValidator(target, schema, (result) => {
    if (!result.success) throw ApiError.fromZod(result.error);
    refuseUnsupportedText(result.data);
  });
  if (target !== "json") return validator;
  // Put into Hono's body cache, so the content-type check, the parse and the error answers stay Hono's own.
  const readFromNode: typeof validator = async (c, next) => {
    // Hono keeps each body it has read as a promise (its types say the value itself).
    const cache = c.req.bodyCache as { text?: Promise<string> };
    if (!cache.text && JSON_MEDIA_TYPE.test(c.req.header("Content-Type")?.split(";")[0]?.trim() ?? "")) {
      const text = await bodyTextFromNode(c);
      if (text !== undefined) cache.text = Promise.resolve(text);
    }
    return validator(c, next);
  };
  return readFromNode;
}

/** The media types Hono's json validator reads a body for (hono/validator's own test). */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
