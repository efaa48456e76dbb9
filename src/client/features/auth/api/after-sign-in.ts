import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { useShopNavigate } from "~/client/components/ui/link";
import { paths } from "~/shared/paths";
import { safeReturnPath } from "~/shared/return-path";

/** A customer's invoice or credit note: /api/orders/number/{number}/invoice.pdf. */
const DOCUMENT_PATH = /^\/api\/orders\/number\/[^/?#]+\/(?:invoice|credit-note)\.pdf$/;

/** Home, or back to `?redirectTo=`, only a path on this site: never `//other.site`. */
export function useAfterSignInHref(): string {
  const [searchParams] = useSearchParams();
  const back = safeReturnPath(searchParams.get("redirectTo"));
  // Of the API, only the files an e-mail links to: never a JSON answer or anything else under /api/.
  if (back?.startsWith("/api/") && !DOCUMENT_PATH.test(back)) return paths.home.getHref();
  return back ?? paths.home.getHref();
}

/** The file this tab has just been sent to, so the second of the two calls does not fetch it again; forgotten after a few seconds. */
let documentOpened: string | null = null;

/** A return path to a file the server sends (an invoice link) opens the account page and lets the browser fetch the file once. */
export function useGoAfterSignIn(): () => void {
  const navigate = useShopNavigate();
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
