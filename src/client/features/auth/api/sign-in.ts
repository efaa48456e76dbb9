import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SignInInput } from "~/shared/schemas/auth";
import { authCall } from "~/client/lib/shop-fetch";
import { sessionQueryKey } from "~/client/lib/session/use-session";

export function signIn({ email, password }: SignInInput) {
  return authCall<{ user: { id: string } }>("/sign-in/email", { email, password });
}

/** Signs in, then re-reads the session so the header (and the cart badge) follow without a reload. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
