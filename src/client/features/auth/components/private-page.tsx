import type { ReactNode } from "react";
import { LoadingPanel, type SkeletonLayout } from "~/client/components/ui/list-states";
import { RequireAuth } from "./require-auth";

/** `skeleton` while the session is read, so a slow phone paints the page's shape at once; then the content, or sign-in. */
export function PrivatePage({ skeleton, children }: { skeleton: ReactNode; children: ReactNode }) {
  return <RequireAuth pending={skeleton}>{children}</RequireAuth>;
}

/**
 * A signed-in list page (the cart, the wishlist): the heading and the list's loading shape hold
 * nothing private, so they are in the prerendered frame, which a signed-out visitor gets too.
 */
export function PrivateListPage({ title, loading, skeleton, children }: { title: string; loading: string; skeleton: SkeletonLayout; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-800">{title}</h1>
      <PrivatePage skeleton={<LoadingPanel label={loading} {...skeleton} />}>{children}</PrivatePage>
    </section>
  );
}
