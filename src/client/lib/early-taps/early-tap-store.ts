import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";

// Taps that wait for the page: held by the inline script before hydration (inline-script.ts), or
// pressed after hydration while the session is still being read. A key stays here until the
// button that owns it can act; the same key on two cards (a product in two carousels) acts once.

declare global {
  interface Window {
    __earlyTaps?: string[];
    __earlyTapsChanged?: () => void;
  }
}

const listeners = new Set<() => void>();

function queue(): string[] {
  return (window.__earlyTaps ??= []);
}

function changed() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.__earlyTapsChanged = changed;
  return () => void listeners.delete(listener);
}

function hold(key: string) {
  if (!queue().includes(key)) queue().push(key);
  changed();
}

/** Removes `key` from the waiting taps; true when it was there (the caller then acts on it). */
function take(key: string): boolean {
  const taps = queue();
  const index = taps.indexOf(key);
  if (index < 0) return false;
  taps.splice(index, 1);
  changed();
  return true;
}

/**
 * A button's press that is never lost: while `ready` is false (before hydration, or while the
 * session is unknown), a press is held and the button shows `waiting`; once ready, `action` runs
 * once for it. Spread `tapProps` on the button so the inline script can hold taps made before
 * React took over the page.
 */
export function useEarlyTap(key: string, ready: boolean, action: () => void) {
  // The server renders no waiting tap; the browser's first render after hydration reads the queue.
  const waiting = useSyncExternalStore(
    subscribe,
    () => queue().includes(key),
    () => false,
  );
  const latestAction = useRef(action);
  useEffect(() => {
    latestAction.current = action;
  });
  useEffect(() => {
    if (ready && waiting && take(key)) latestAction.current();
  }, [ready, waiting, key]);
  const press = useCallback(() => (ready ? latestAction.current() : hold(key)), [ready, key]);
  return { press, waiting, tapProps: { "data-early-tap": key } };
}
