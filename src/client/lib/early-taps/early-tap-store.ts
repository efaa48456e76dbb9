import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";

// Taps held until the page can act; the same key on two cards acts once.

declare global {
  interface Window {
    __earlyTaps?: string[];
    __earlyTapsChanged?: () => void;
    /** The key of the last press taken, by the inline script or by React: a double press is told by it. */
    __lastEarlyTap?: string;
  }
}

const listeners = new Set<() => void>();

function queue(): string[] {
  return (window.__earlyTaps ??= []);
}

function changed() {
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void) {
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

// PageReadiness alone watches the session, so a page of cards does not re-render every button when it arrives.
let pageReady = false;

/** Called by PageReadiness: true once hydrated and the session is known. */
export function setPageReady(ready: boolean) {
  if (pageReady === ready) return;
  pageReady = ready;
  changed();
}

export type TapState = "none" | "waiting" | "due";

/** Whether `key` has a held tap, and whether the page can act on it yet. */
export function tapState(key: string): TapState {
  return !queue().includes(key) ? "none" : pageReady ? "due" : "waiting";
}

/** Runs `action` for a held tap once the page can act; the same key on two buttons acts once. */
export function actOnDueTap(key: string, action: () => void): void {
  if (tapState(key) === "due" && take(key)) action();
}

/** A double press is one press: the second click of a series on the same button (Android counts near taps as doubles). */
export function pressTap(key: string, detail: number, action: () => void): void {
  if (detail > 1 && window.__lastEarlyTap === key) return;
  window.__lastEarlyTap = key;
  if (pageReady) action();
  else hold(key);
}

/** A press never lost: held (the button shows `waiting`) until the page can act, then `action` runs once; spread `tapProps` for the inline script. */
export function useEarlyTap(key: string, action: () => void) {
  // The server renders no waiting tap; the browser's first render after hydration reads the queue.
  const state = useSyncExternalStore<TapState>(subscribe, () => tapState(key), () => "none");
  const latestAction = useRef(action);
  useEffect(() => {
    latestAction.current = action;
  });
  useEffect(() => {
    if (state === "due") actOnDueTap(key, () => latestAction.current());
  }, [state, key]);
  const press = useCallback((event?: { detail?: number }) => pressTap(key, event?.detail ?? 1, () => latestAction.current()), [key]);
  return { press, waiting: state !== "none", tapProps: { "data-early-tap": key } };
}
