import { useDeferredValue, useEffect, type ReactNode } from "react";
import { useShopNavigate } from "~/client/components/ui/link";
import { paths } from "~/shared/paths";
import { leftBySignOut } from "~/client/lib/session/sign-out";
import { useSession } from "~/client/lib/session/use-session";

/** Renders `pending` until the session is known (no flash); without a user goes to /auth, or / right after Logout here. */
// The page mounts from a deferred copy of the user, in a background render a tap can interrupt.
export function RequireAuth({ children, pending = null }: { children: ReactNode; pending?: ReactNode }) {
  const { user, isPending } = useSession();
  const shownUser = useDeferredValue(user);
  const navigate = useShopNavigate();
  const signedOut = !isPending && !user;

  useEffect(() => {
    if (signedOut) void navigate(leftBySignOut() ? paths.home.getHref() : paths.auth.getHref(), { replace: true });
  }, [signedOut, navigate]);

  if (signedOut) return null;
  return <>{user && shownUser ? children : pending}</>;
}
