import vm from "node:vm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type * as EarlyTapStore from "./early-tap-store";
import { EARLY_TAP_SCRIPT } from "./inline-script";

type Store = typeof EarlyTapStore;
type ClickListener = (event: object) => void;

let store: Store;
let clickListeners: ClickListener[];
let hydrated: boolean;

/** A fresh page: an empty window, the inline script run in it, and the store's module loaded anew. */
beforeEach(async () => {
  clickListeners = [];
  hydrated = false;
  const window = { addEventListener: (type: string, listener: ClickListener) => type === "click" && clickListeners.push(listener) } as unknown as Window;
  const document = { documentElement: { hasAttribute: (name: string) => name === "data-hydrated" && hydrated } };
  vi.stubGlobal("window", window);
  vm.runInNewContext(EARLY_TAP_SCRIPT, { window, document });
  vi.resetModules();
  store = await import("./early-tap-store");
});

/** A click on a button marked `data-early-tap="<key>"`, as the browser hands it to the inline script. */
function clickBeforeHydration(key: string, detail = 1) {
  const button = { disabled: false, getAttribute: () => key, setAttribute: vi.fn() };
  const event = { detail, target: { closest: () => button }, preventDefault: vi.fn(), stopPropagation: vi.fn() };
  for (const listener of clickListeners) listener(event);
  return { button, event };
}

describe("taps before the page can act", () => {
  it("a tap before hydration is held, shown busy, and done once when the page is ready", () => {
    const { button, event } = clickBeforeHydration("cart:4");
    expect(event.preventDefault).toHaveBeenCalled();
    expect(button.setAttribute).toHaveBeenCalledWith("aria-busy", "true");
    expect(store.tapState("cart:4")).toBe("waiting");

    const action = vi.fn();
    store.actOnDueTap("cart:4", action);
    expect(action).not.toHaveBeenCalled();

    store.setPageReady(true);
    expect(store.tapState("cart:4")).toBe("due");
    store.actOnDueTap("cart:4", action);
    store.actOnDueTap("cart:4", action);
    expect(action).toHaveBeenCalledTimes(1);
    expect(store.tapState("cart:4")).toBe("none");
  });

  it("the same product on two cards is added once", () => {
    clickBeforeHydration("cart:4");
    clickBeforeHydration("cart:4");
    store.setPageReady(true);
    const first = vi.fn();
    const second = vi.fn();
    store.actOnDueTap("cart:4", first);
    store.actOnDueTap("cart:4", second);
    expect(first.mock.calls.length + second.mock.calls.length).toBe(1);
  });

  it("the second click of a double press on the same button is not held; on another button it is", () => {
    clickBeforeHydration("cart:4");
    const second = clickBeforeHydration("cart:4", 2);
    expect(second.event.preventDefault).toHaveBeenCalled();
    clickBeforeHydration("heart:4", 2);
    store.setPageReady(true);
    const cart = vi.fn();
    const heart = vi.fn();
    store.actOnDueTap("cart:4", cart);
    store.actOnDueTap("cart:4", cart);
    store.actOnDueTap("heart:4", heart);
    expect(cart).toHaveBeenCalledTimes(1);
    expect(heart).toHaveBeenCalledTimes(1);
  });

  it("once hydrated, the inline script leaves clicks to React", () => {
    hydrated = true;
    const { event } = clickBeforeHydration("cart:4");
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(store.tapState("cart:4")).toBe("none");
  });

  it("a press after hydration while the session is unknown waits, and acts when the page is ready", () => {
    const action = vi.fn();
    store.pressTap("wish:2", 1, action);
    expect(action).not.toHaveBeenCalled();
    expect(store.tapState("wish:2")).toBe("waiting");
    store.setPageReady(true);
    store.actOnDueTap("wish:2", action);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it("a press on a ready page acts at once and holds nothing; a double press acts once", () => {
    store.setPageReady(true);
    const action = vi.fn();
    store.pressTap("cart:1", 1, action);
    store.pressTap("cart:1", 2, action);
    expect(action).toHaveBeenCalledTimes(1);
    expect(store.tapState("cart:1")).toBe("none");
  });

  it("tells the buttons when a tap is held and when the page becomes ready", () => {
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    clickBeforeHydration("cart:4");
    expect(listener).toHaveBeenCalledTimes(1);
    store.setPageReady(true);
    expect(listener).toHaveBeenCalledTimes(2);
    store.setPageReady(true);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
