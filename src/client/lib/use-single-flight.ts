import { useRef } from "react";

/**
 * Runs a task only when the previous one has finished. A button's `disabled` arrives with the next
 * render, after a fast double click has already fired twice; this ref stops the second at once.
 */
export function useSingleFlight() {
  const running = useRef(false);
  return async function runOnce(task: () => Promise<void>): Promise<void> {
    if (running.current) return;
    running.current = true;
    try {
      await task();
    } finally {
      running.current = false;
    }
  };
}
