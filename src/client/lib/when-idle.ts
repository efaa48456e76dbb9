/** Runs `task` once the browser is idle (after `fallbackMs` where it has no idle callbacks); returns how to cancel it. */
export function whenIdle(task: () => void, fallbackMs = 0): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, fallbackMs);
  return () => window.clearTimeout(handle);
}
