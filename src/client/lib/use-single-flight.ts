import { useRef } from "react";

/** Runs a task only when the previous one finished: `disabled` arrives a render too late for a fast double click. */
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
