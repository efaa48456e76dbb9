import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/client/components/ui/button";

type SaveButtonProps = { pending: boolean; pendingLabel: string; children: ReactNode };

/** aria-disabled, not disabled, while saving, so keyboard focus stays on it when the answer comes. */
export function SaveButton({ pending, pendingLabel, children }: SaveButtonProps) {
  return (
    <Button type="submit" aria-disabled={pending || undefined} aria-busy={pending || undefined} className="aria-disabled:cursor-progress aria-disabled:opacity-60">
      {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
      {pending ? pendingLabel : children}
    </Button>
  );
}

/** The Save button in a cell of its own, placed in the form's grid by `className`. */
export function SaveCell({ className, ...button }: SaveButtonProps & { className?: string }) {
  return (
    <div className={className}>
      <SaveButton {...button} />
    </div>
  );
}
