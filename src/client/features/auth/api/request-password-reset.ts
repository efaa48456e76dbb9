import { useMutation } from "@tanstack/react-query";
import type { ForgotPasswordInput } from "~/shared/schemas/auth";
import { authCall } from "~/client/lib/shop-fetch";

export function requestPasswordReset({ email }: ForgotPasswordInput) {
  return authCall<{ status: boolean }>("/request-password-reset", { email });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
