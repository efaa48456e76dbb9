import { loadWhenNeeded } from "./load-when-needed";
import { ApiRequestError, NETWORK_FAILURE_MESSAGE } from "./shop-fetch";

/**
 * The typed API client, fetched with the first call that needs it: the header, the cards and the
 * hearts, on every page, ask nothing of it before a shopper is known or presses. A fetch that fails
 * reads as the network failure it is.
 */
export const loadApi = loadWhenNeeded(() =>
  import("./api").catch(() => {
    throw new ApiRequestError(0, NETWORK_FAILURE_MESSAGE);
  }),
);
