import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { loadWhenNeeded } from "./load-when-needed";

/** A resolver that fetches zod and the schema at the first check; a failed fetch rejects the check (nothing is sent). Call once per form, at module level. */
export function lazyZodResolver<Input extends FieldValues, Output>(loadSchema: () => Promise<z.ZodType<Output, Input>>) {
  const load = loadWhenNeeded(async () => {
    const [{ zodResolver }, schema] = await Promise.all([import("@hookform/resolvers/zod"), loadSchema()]);
    return zodResolver(schema);
  });
  const resolver: Resolver<Input, unknown, Output> = async (...args) => (await load())(...args);
  return { resolver, preload: () => void load().catch(() => undefined) };
}
