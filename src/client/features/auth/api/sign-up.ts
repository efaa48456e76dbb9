import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SignUpInput } from "~/shared/schemas/auth";
import { authRequest } from "./auth-request";
import { sessionQueryKey } from "./use-session";

/** better-auth keeps the full name as the user's `name`; the server also writes it to the profile. */
export function signUp({ fullName, email, password }: SignUpInput) {
  return authRequest<{ user: { id: string } }>("/sign-up/email", { name: fullName, email, password });
}

/** Creates the account; the server signs the new customer in, so the session is re-read. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
