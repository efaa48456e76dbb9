import { useCallback } from "react";
import { useNavigate, useSearchParams } from "react-router";
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

let documentOpened: string | null = null;

/**
 * Goes where sign-in leads. A return path to a file the server sends (an invoice link from an
 * e-mail: /api/…/invoice.pdf) is not a page of the app: the account page opens and the browser
 * fetches the file itself, once, though sign-in and the session's arrival both ask for it.
 */
export function useGoAfterSignIn(): () => void {
  const navigate = useNavigate();
  const href = useAfterSignInHref();
  return useCallback(() => {
    if (!href.startsWith("/api/")) return void navigate(href, { replace: true });
    if (documentOpened === href) return;
    documentOpened = href;
    void navigate(paths.account.getHref(), { replace: true });
    window.location.assign(href);
  }, [href, navigate]);
}
