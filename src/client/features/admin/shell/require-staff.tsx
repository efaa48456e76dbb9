import { useEffect, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { useSession } from "~/client/lib/session/use-session";
import { paths } from "~/shared/paths";

/** The browser's gate (the server checks too): signed out → sign in and back; not staff → the shop's 404. */
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
