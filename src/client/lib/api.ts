import { hc, type ClientResponse, type InferResponseType } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { ApiType } from "~/server/app";
import { shopFetch } from "./shop-fetch";

/** The server's routes, typed from its own code (`api.cart.items.$post({ json })`); read answers with `call`. */
export const api = hc<ApiType>("/api", { fetch: shopFetch });

/** What an endpoint (`typeof api.cart.$get`) answers on success, inferred from the server's route. */
export type ApiAnswer<Endpoint> = InferResponseType<Endpoint, SuccessStatusCode>;

export type SuccessBody<R> = R extends ClientResponse<infer Body, infer Status, infer _Format> ? (Status extends SuccessStatusCode ? Body : never) : never;

/** Awaits a typed call and reads its body (null for 204); failures were already thrown by shopFetch. */
export async function call<R extends ClientResponse<unknown, number>>(request: Promise<R>): Promise<SuccessBody<R>> {
  const response = await request;
  return (response.status === 204 ? null : await response.json()) as SuccessBody<R>;
}
