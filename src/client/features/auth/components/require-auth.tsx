import { useDeferredValue, useEffect, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { paths } from "~/shared/paths";
import { leftBySignOut } from "~/client/lib/session/sign-out";
import { useSession } from "~/client/lib/session/use-session";

/**
 * Wraps a page that needs a signed-in user. Until the session is known it renders `pending`
 * (nothing by default, so a private page never flashes); without a user, now or later (expiry,
 * sign-out in another tab), it goes to /auth, except right after the shopper pressed Logout here,
 * which goes to / (SPEC).
 * The page mounts from a deferred copy of the user, in React's background render, which a tap
 * can interrupt.
 */
export function RequireAuth({ children, pending = null }: { children: ReactNode; pending?: ReactNode }) {
  const { user, isPending } = useSession();
  const shownUser = useDeferredValue(user);
  const navigate = useNavigate();
  const signedOut = !isPending && !user;

  useEffect(() => {
    if (signedOut) void navigate(leftBySignOut() ? paths.home.getHref() : paths.auth.getHref(), { replace: true });
  }, [signedOut, navigate]);

  if (signedOut) return null;
  return <>{user && shownUser ? children : pending}</>;
}
