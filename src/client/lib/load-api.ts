import type { ClientResponse } from "hono/client";
import type { api as Api, SuccessBody } from "./api";
import { loadWhenNeeded } from "./load-when-needed";
import { ApiRequestError, NETWORK_FAILURE_MESSAGE } from "./shop-fetch";

/** Fetched with the first call that needs it: the header, cards and hearts ask nothing of it before a shopper is known or presses. */
const loadApi = loadWhenNeeded(() =>
  import("./api").catch(() => {
    throw new ApiRequestError(0, NETWORK_FAILURE_MESSAGE);
  }),
);

/** One typed call (`(api) => api.cart.$get()`) once the client is here, its answer read as `call` reads it. */
export async function callApi<R extends ClientResponse<unknown, number>>(request: (api: typeof Api) => Promise<R>): Promise<SuccessBody<R>> {
  const { api, call } = await loadApi();
  return call(request(api));
}
