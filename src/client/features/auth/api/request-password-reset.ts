import { useMutation } from "@tanstack/react-query";
import type { ForgotPasswordInput } from "~/shared/schemas/auth";
import { authRequest } from "./auth-request";

export function requestPasswordReset({ email }: ForgotPasswordInput) {
  return authRequest<{ status: boolean }>("/request-password-reset", { email });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
