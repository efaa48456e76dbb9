import { useMutation } from "@tanstack/react-query";
import type { NewsletterInput } from "~/shared/schemas/newsletter";
import { callApi } from "~/client/lib/load-api";
import { loadWhenNeeded } from "~/client/lib/load-when-needed";
import { ApiRequestError, NETWORK_FAILURE_MESSAGE } from "~/client/lib/shop-fetch";

// zod and the schema come with the first Subscribe press, not with the page (decision 059).
const loadSchema = loadWhenNeeded(() =>
  import("~/shared/schemas/newsletter").catch(() => {
    throw new ApiRequestError(0, NETWORK_FAILURE_MESSAGE);
  }),
);

/** Checks the address as the server will, then subscribes it; a refused address throws as the server's refusal does, before anything is sent. */
export async function subscribeToNewsletter(input: NewsletterInput) {
  const parsed = (await loadSchema()).newsletterSchema.safeParse(input);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "";
    throw new ApiRequestError(400, message, undefined, { email: message });
  }
  return callApi((api) => api.newsletter.$post({ json: parsed.data }));
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
