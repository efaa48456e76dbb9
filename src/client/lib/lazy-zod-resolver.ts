import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { loadWhenNeeded } from "./load-when-needed";

/**
 * A react-hook-form resolver for one of the server's schemas that fetches zod's resolver and the
 * schema the first time it checks, not with the page (docs/decisions/038-validation-loaded-when-needed.md).
 * `preload` starts that fetch ahead (a form calls it when it is first focused or pressed). A fetch
 * that fails makes the check reject, so `handleSubmit`'s promise rejects and nothing is sent; the
 * next check fetches again. Call once per form, at module level.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(loadSchema: () => Promise<z.ZodType<Output, Input>>) {
  const load = loadWhenNeeded(async () => {
    const [{ zodResolver }, schema] = await Promise.all([import("@hookform/resolvers/zod"), loadSchema()]);
    return zodResolver(schema);
  });
  const resolver: Resolver<Input, unknown, Output> = async (...args) => (await load())(...args);
  return { resolver, preload: () => void load().catch(() => undefined) };
}
