import { useEffect, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { paths } from "~/shared/paths";
import { leftBySignOut } from "~/client/lib/session/sign-out";
import { useSession } from "~/client/lib/session/use-session";

/**
 * Wraps a page that needs a signed-in user. Until the session is known it renders nothing (so a
 * private page never flashes); without a user, now or later (expiry, sign-out in another tab), it
 * goes to /auth, except right after the shopper pressed Logout here, which goes to / (SPEC).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isPending } = useSession();
  const navigate = useNavigate();
  const signedOut = !isPending && !user;

  useEffect(() => {
    if (signedOut) void navigate(leftBySignOut() ? paths.home.getHref() : paths.auth.getHref(), { replace: true });
  }, [signedOut, navigate]);

  if (!user) return null;
  return <>{children}</>;
}
