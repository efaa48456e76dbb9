import { useCallback } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { paths } from "~/shared/paths";
import { safeReturnPath } from "~/shared/return-path";

/** A customer's invoice or credit note: /api/orders/number/{number}/invoice.pdf. */
const DOCUMENT_PATH = /^\/api\/orders\/number\/[^/?#]+\/(?:invoice|credit-note)\.pdf$/;

/**
 * Where sign-in or sign-up leads (docs/product-rules.md#accounts-and-sessions): home, or back to
 * the page that sent the visitor here with `?redirectTo=` (the card buttons and the staff pages
 * do). Only a path on this site (src/shared/return-path.ts): never `//other.site`.
 */
export function useAfterSignInHref(): string {
  const [searchParams] = useSearchParams();
  const back = safeReturnPath(searchParams.get("redirectTo"));
  // Of the API, only the files an e-mail links to: never a JSON answer or anything else under /api/.
  if (back?.startsWith("/api/") && !DOCUMENT_PATH.test(back)) return paths.home.getHref();
  return back ?? paths.home.getHref();
}

/** The file this tab has just been sent to, so the second of the two calls does not fetch it again; forgotten after a few seconds. */
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
    setTimeout(() => {
      documentOpened = null;
    }, 5_000);
    void navigate(paths.account.getHref(), { replace: true });
    window.location.assign(href);
  }, [href, navigate]);
}
