import { useSearchParams } from "react-router";
import { paths } from "~/shared/paths";
import { safeReturnPath } from "~/shared/return-path";

/**
 * Where sign-in or sign-up leads (docs/product-rules.md#accounts-and-sessions): home, or back to
 * the page that sent the visitor here with `?redirectTo=` (the card buttons and the staff pages
 * do). Only a path on this site (src/shared/return-path.ts): never `//other.site`.
 */
export function useAfterSignInHref(): string {
  const [searchParams] = useSearchParams();
  return safeReturnPath(searchParams.get("redirectTo")) ?? paths.home.getHref();
}
