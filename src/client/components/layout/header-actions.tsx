import { useLingui } from "@lingui/react/macro";
import { Heart, LogIn, LogOut, User } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "~/client/components/ui/link";
import { useSession } from "~/client/lib/session/use-session";
import { useSignOut } from "~/client/lib/session/sign-out";
import { paths } from "~/shared/paths";

const iconLink = "relative rounded-full p-1.5 hover:bg-mustard-50 sm:p-2";

/** The cart link with its count, drawn by the cart feature (layout sits below the features). */
export type CartLinkSlot = (link: { to: string; className: string }) => ReactNode;

/** Wishlist, Cart and the account controls at the right of the header. */
export function HeaderActions({ cartLink }: { cartLink: CartLinkSlot }) {
  const { user, isPending } = useSession();
  const signOut = useSignOut();
  const { t } = useLingui();
  // Signed out, private icons go straight to sign-in; while the session is read they keep their page, whose gate decides.
  const privateHref = (href: string) => (user || isPending ? href : paths.auth.getHref());

  return (
    <div className="flex items-center gap-1">
      <Link to={privateHref(paths.wishlist.getHref())} aria-label={t`Wishlist`} className={iconLink}>
        <Heart aria-hidden="true" className="size-5" />
      </Link>
      {cartLink({ to: privateHref(paths.cart.getHref()), className: iconLink })}
      {/* One width for the Sign In pill, the account controls and the wait between them: the icons do not jump. */}
      <div className="flex min-w-[4.75rem] items-center justify-end sm:min-w-[7.5rem]">
      {isPending ? null : user ? (
        <>
          <Link to={paths.account.getHref()} aria-label={t`Account`} className={iconLink}>
            <User aria-hidden="true" className="size-5" />
          </Link>
          <button
            type="button"
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending}
            className="ml-1 flex items-center gap-1 rounded-full border border-leaf-700 p-2 text-sm font-medium text-leaf-800 hover:bg-mustard-50 disabled:opacity-60 sm:px-3 sm:py-1.5"
          >
            <LogOut aria-hidden="true" className="size-4" />
            {/* Icon only on phones, where the word would push the header past 375 px; the name stays for screen readers. */}
            <span className="sr-only sm:not-sr-only">{t`Logout`}</span>
          </button>
        </>
      ) : (
        <Link
          to={paths.auth.getHref()}
          className="ml-1 flex items-center gap-1 rounded-full bg-leaf-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-leaf-800"
        >
          <LogIn aria-hidden="true" className="hidden size-4 sm:block" />
          {t`Sign In`}
        </Link>
      )}
      </div>
    </div>
  );
}
