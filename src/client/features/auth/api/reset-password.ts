import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authCall } from "~/client/lib/shop-fetch";
import { sessionQueryKey } from "~/client/lib/session/use-session";

/** An expired or used link answers with the code INVALID_TOKEN, which the form says in the page's language. */
export async function resetPassword({ token, password }: { token: string; password: string }) {
  return authCall<{ status: boolean }>("/reset-password", { token, newPassword: password });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // Every session of the account was ended by the reset, this browser's included.
    onSuccess: () => queryClient.setQueryData(sessionQueryKey, null),
  });
}
