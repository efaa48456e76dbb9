import { useMutation } from "@tanstack/react-query";
import type { NewsletterInput } from "~/shared/schemas/newsletter";
import { apiRequest } from "~/client/lib/api";

export type SubscribeResult = { subscribed: true; alreadySubscribed: boolean; message: string };

export function subscribeToNewsletter(input: NewsletterInput) {
  return apiRequest<SubscribeResult>("POST", "/newsletter", input);
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
