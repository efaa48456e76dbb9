import { useSearchParams } from "react-router";
import { paths } from "~/shared/paths";

/**
 * Where sign-in or sign-up leads (docs/product-rules.md#accounts-and-sessions): home, or back to
 * the page that sent the visitor here with `?redirectTo=` (the staff pages do). Only a path on
 * this site: never `//other.site`.
 */
export function useAfterSignInHref(): string {
  const [searchParams] = useSearchParams();
  const target = searchParams.get("redirectTo");
  return target && target.startsWith("/") && !target.startsWith("//") && !target.startsWith("/\\") ? target : paths.home.getHref();
}
