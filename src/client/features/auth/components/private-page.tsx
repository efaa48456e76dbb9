import type { ReactNode } from "react";
import { RequireAuth } from "./require-auth";

/**
 * A private page's body. While the session is being read (and in the page's prerendered frame,
 * which holds nothing private) it shows `skeleton`, so a slow phone paints the page's shape and a
 * loading status at once instead of an empty page; then the shopper's content, or sign-in.
 */
export function PrivatePage({ skeleton, children }: { skeleton: ReactNode; children: ReactNode }) {
  return <RequireAuth pending={skeleton}>{children}</RequireAuth>;
}
