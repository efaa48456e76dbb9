import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SignUpInput } from "~/shared/schemas/auth";
import { authCall } from "~/client/lib/shop-fetch";
import { sessionQueryKey } from "~/client/lib/session/use-session";

/** better-auth keeps the full name as the user's `name`; the server also writes it to the profile. */
export function signUp({ fullName, email, password, cartReminders }: SignUpInput) {
  return authCall<{ user: { id: string } }>("/sign-up/email", { name: fullName, email, password, cartReminders: cartReminders === true });
}

/** Creates the account; the server signs the new customer in, so the session is re-read. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
