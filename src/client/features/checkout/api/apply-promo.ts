import { useMutation } from "@tanstack/react-query";
import { api, call, type ApiAnswer } from "~/client/lib/api";

export type AppliedPromo = ApiAnswer<typeof api.promo.apply.$post>;

/** Checks a code against the cart; the server computes the discount and consumes nothing. */
export function applyPromo(code: string) {
  return call(api.promo.apply.$post({ json: { code } }));
}

export function useApplyPromo() {
  return useMutation({ mutationFn: applyPromo });
}
