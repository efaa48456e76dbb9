import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, authCall } from "~/client/lib/shop-fetch";
import { sessionQueryKey } from "~/client/lib/session/use-session";

export const RESET_LINK_INVALID_MESSAGE = "This reset link has expired or has already been used. Please ask for a new one.";

export async function resetPassword({ token, password }: { token: string; password: string }) {
  try {
    return await authCall<{ status: boolean }>("/reset-password", { token, newPassword: password });
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === "INVALID_TOKEN") throw new ApiRequestError(error.status, RESET_LINK_INVALID_MESSAGE, error.title, error.fields, error.code);
    throw error;
  }
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // Every session of the account was ended by the reset, this browser's included.
    onSuccess: () => queryClient.setQueryData(sessionQueryKey, null),
  });
}
