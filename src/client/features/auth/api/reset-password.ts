import { useMutation } from "@tanstack/react-query";
import { AuthRequestError, authRequest } from "./auth-request";

export const RESET_LINK_INVALID_MESSAGE = "This reset link has expired or has already been used. Please ask for a new one.";

export async function resetPassword({ token, password }: { token: string; password: string }) {
  try {
    return await authRequest<{ status: boolean }>("/reset-password", { token, newPassword: password });
  } catch (error) {
    if (error instanceof AuthRequestError && error.code === "INVALID_TOKEN") throw new AuthRequestError(error.status, RESET_LINK_INVALID_MESSAGE, error.code);
    throw error;
  }
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
