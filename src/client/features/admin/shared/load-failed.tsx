import type { ReactNode } from "react";

/** A load that failed: `children` says what could not be loaded, and the button asks again. */
export function LoadFailed({ onRetry, children }: { onRetry: () => unknown; children: ReactNode }) {
  return (
    <p role="alert">
      {children}{" "}
      <button type="button" className="font-semibold text-leaf-800 underline" onClick={() => void onRetry()}>
        Try again
      </button>
    </p>
  );
}
