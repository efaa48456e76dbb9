import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/client/components/ui/button";

/** aria-disabled, not disabled, while saving, so keyboard focus stays on it when the answer comes. */
export function SaveButton({ pending, pendingLabel, children }: { pending: boolean; pendingLabel: string; children: ReactNode }) {
  return (
    <Button type="submit" aria-disabled={pending || undefined} aria-busy={pending || undefined} className="aria-disabled:cursor-progress aria-disabled:opacity-60">
      {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
      {pending ? pendingLabel : children}
    </Button>
  );
}
