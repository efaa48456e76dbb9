import { Suspense, type ReactNode } from "react";

/**
 * Lets React hydrate its children after the page around them, in a task of its own. React leaves a
 * `<Suspense>` boundary the server rendered for later and takes each one separately, so a page of
 * twelve cards is twelve short tasks rather than one long one with the page (a phone's main thread
 * stays free between them; decision 041). The server sends the children in place, not streamed
 * later (`progressiveChunkSize` in entry.server.tsx), and a tap on a card not yet hydrated makes
 * React hydrate that card at once and then handle the tap.
 *
 * Inside, a component must render what the server did until it has hydrated: data that may arrive
 * while the boundary waits (the shopper's wishlist) goes through `useAfterHydration`, and
 * `useHydrated` does not belong here.
 */
export function HydratedApart({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
