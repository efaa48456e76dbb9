import { useEffect, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { paths } from "~/shared/paths";
import { useSession } from "~/client/lib/session/use-session";

/**
 * Wraps a page that needs a signed-in user. Until the session is known it renders nothing (so a
 * private page never flashes); without a user, now or later (sign-out, expiry), it goes to /auth.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isPending } = useSession();
  const navigate = useNavigate();
  const signedOut = !isPending && !user;

  useEffect(() => {
    if (signedOut) void navigate(paths.auth.getHref(), { replace: true });
  }, [signedOut, navigate]);

  if (!user) return null;
  return <>{children}</>;
}
