import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { ApiError } from "./errors";

/**
 * Parses a request part with a zod schema. A failure answers 400 with the schema's own messages
 * (the same the browser shows) before the handler runs, so nothing changes.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw ApiError.fromZod(result.error);
  });
}
