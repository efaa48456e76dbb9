import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/client/components/ui/button";

/**
 * A form's submit button that shows its wait. It stays focusable while saving (aria-disabled, not
 * disabled), so keyboard focus is still on it when the answer comes; the form ignores a second submit.
 */
export function SaveButton({ pending, pendingLabel, children }: { pending: boolean; pendingLabel: string; children: ReactNode }) {
  return (
    <Button type="submit" aria-disabled={pending || undefined} aria-busy={pending || undefined} className="aria-disabled:cursor-progress aria-disabled:opacity-60">
      {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
      {pending ? pendingLabel : children}
    </Button>
  );
}
