import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client";
import { cartQueryKey, ordersQueryKey } from "./query-keys";
import { sessionQueryKey } from "./session/use-session";

const shopper = { id: "u1", email: "asha@example.com", name: "Asha" };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A mounted page's query, Logout's effect on the cache, then the page's next render (the observer's setOptions). */
async function logoutUnderAMountedPage(queryClient: QueryClient, queryKey: readonly unknown[]) {
  let asked = 0;
  const options = { queryKey, queryFn: async () => ++asked };
  queryClient.setQueryData(sessionQueryKey, shopper);
  const observer = new QueryObserver(queryClient, options);
  const unsubscribe = observer.subscribe(() => {});
  await settle();
  expect(asked).toBe(1);

  queryClient.setQueryData(sessionQueryKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  observer.setOptions(options);
  await settle();
  unsubscribe();
  return asked;
}

describe("the shopper's own queries after Logout", () => {
  it("a removed query is built again and fetched by a still-mounted page's next render, without the gate", async () => {
    expect(await logoutUnderAMountedPage(new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } }), ordersQueryKey)).toBe(2);
  });

  it("with the shop's query client it stays idle: orders and the cart ask nothing once the session is gone", async () => {
    expect(await logoutUnderAMountedPage(createQueryClient(), ordersQueryKey)).toBe(1);
    expect(await logoutUnderAMountedPage(createQueryClient(), cartQueryKey)).toBe(1);
  });

  it("a query that is not the shopper's own is not held back", async () => {
    expect(await logoutUnderAMountedPage(createQueryClient(), ["reviews", "1"])).toBe(2);
  });
});
