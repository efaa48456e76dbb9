import type { ComponentType } from "react";
import { useParams } from "react-router";
import { RequireAuth } from "~/client/features/auth/components/require-auth";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import NotFound from "./not-found";

type OwnOrderProps<Query extends { error: Error | null }> = {
  /** The route parameter that names the order: its number or its id. */
  param: string;
  useOrderQuery: (orderRef: string) => Query;
  Body: ComponentType<{ orderRef: string; query: Query }>;
};

/** A page of one of the visitor's orders: signed out → /auth; an order that is not theirs (by any number) shows the 404 page (docs/product-rules.md#orders). */
export function OwnOrderPage<Query extends { error: Error | null }>(props: OwnOrderProps<Query>) {
  return (
    <RequireAuth>
      <OwnOrder {...props} />
    </RequireAuth>
  );
}

function OwnOrder<Query extends { error: Error | null }>({ param, useOrderQuery, Body }: OwnOrderProps<Query>) {
  const orderRef = useParams()[param] ?? "";
  const query = useOrderQuery(orderRef);
  if (query.error instanceof ApiRequestError && query.error.status === 404) return <NotFound />;
  return <Body orderRef={orderRef} query={query} />;
}
