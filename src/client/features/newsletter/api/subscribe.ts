import { useMutation } from "@tanstack/react-query";
import type { NewsletterInput } from "~/shared/schemas/newsletter";
import { api, call } from "~/client/lib/api";

export function subscribeToNewsletter(input: NewsletterInput) {
  return call(api.newsletter.$post({ json: input }));
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
