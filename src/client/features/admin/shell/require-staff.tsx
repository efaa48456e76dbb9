import { useEffect, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { useSession } from "~/client/lib/session/use-session";
import { paths } from "~/shared/paths";

/**
 * The back office's gate in the browser (the server checks every page load and API call too):
 * signed out → sign in and come back; signed in without the staff role → the shop's 404 page.
 */
export function RequireStaff({ children, notFound }: { children: ReactNode; notFound: ReactNode }) {
  const { user, isPending } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const signedOut = !isPending && !user;

  useEffect(() => {
    if (signedOut) void navigate(paths.auth.getHref(`${location.pathname}${location.search}`), { replace: true });
  }, [signedOut, navigate, location.pathname, location.search]);

  if (!user) return null;
  if (user.role !== "staff") return <>{notFound}</>;
  return <>{children}</>;
}
