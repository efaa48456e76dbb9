import { afterAll, beforeAll } from "vitest";
import { createTestApp, type TestApp } from "./app";

/** A value made in beforeAll and torn down in afterAll, returned at once as a stand-in that forwards to it. */
export function setUpOnce<T extends object>(make: () => Promise<T>, tearDown?: (value: T) => Promise<unknown> | unknown): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await make();
  });
  if (tearDown) afterAll(async () => value && (await tearDown(value)));
  const current = (): T => {
    if (!value) throw new Error("setUpOnce: used before its beforeAll ran (use it inside a test or a later hook)");
    return value;
  };
  return new Proxy({} as T, {
    get: (_, key) => {
      // A stand-in that is awaited somewhere must not look like a promise.
      if (key === "then") return undefined;
      const target = current();
      const member: unknown = Reflect.get(target, key);
      // Bound, so a method that uses its own private fields still finds them.
      return typeof member === "function" ? member.bind(target) : member;
    },
    has: (_, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(current(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/** The whole app over a fresh database for the enclosing file or describe block, closed after it. */
export function setUpTestApp(options?: Parameters<typeof createTestApp>[0]): TestApp {
  return setUpOnce(() => createTestApp(options), (shop) => shop.close());
}

/** How long vi.waitFor waits for work off the request path: its default is too short on a loaded runner. */
export const OFF_REQUEST_PATH = { timeout: 20_000, interval: 50 };
