import type { ReactNode } from "react";
import { RequireAuth } from "./require-auth";

/** `skeleton` while the session is read, so a slow phone paints the page's shape at once; then the content, or sign-in. */
export function PrivatePage({ skeleton, children }: { skeleton: ReactNode; children: ReactNode }) {
  return <RequireAuth pending={skeleton}>{children}</RequireAuth>;
}
