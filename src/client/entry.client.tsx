import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// React Router's default browser entry, with hydration started in a task of its own. Evaluating the
// page's modules (React DOM's set-up among them) and starting hydration (React listening for every
// event on the document, then its first render) were one task of 12-18 ms on a fast machine, about
// ten times that on a mid-range phone; in two tasks, the browser can paint and scroll between them
// (docs/decisions/034-no-blocking-render-when-data-arrives.md).
setTimeout(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}, 0);
