import { LoaderCircle } from "lucide-react";

/** The back office's wait: a spinner and what is coming, announced politely. */
export function LoadingLine({ children }: { children: string }) {
  return (
    <p role="status" className="flex items-center gap-2">
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> {children}
    </p>
  );
}
