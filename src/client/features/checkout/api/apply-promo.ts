import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "~/client/lib/api";
import type { AppliedPromo } from "~/shared/schemas/promo";

/** Checks a code against the cart; the server computes the discount and consumes nothing. */
export function applyPromo(code: string): Promise<AppliedPromo> {
  return apiRequest<AppliedPromo>("POST", "/promo/apply", { code });
}

export function useApplyPromo() {
  return useMutation({ mutationFn: applyPromo });
}
