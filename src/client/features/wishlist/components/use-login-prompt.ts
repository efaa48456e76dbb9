import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { paths } from "~/shared/paths";
import { sessionQueryKey } from "~/client/features/auth/api/use-session";

/** Signed out as the page knew it: the card's own check (SPEC.md §8). */
export const LOGIN_FOR_WISHLIST = "Please login to add items to wishlist";
/** The server refused a toggle because the session had ended meanwhile (SPEC.md §5). */
export const SIGN_IN_FOR_WISHLIST = "Please sign in to add to wishlist";
/** The server refused a removal because the session had ended (SPEC.md §5). */
export const SIGN_IN = "Please sign in";

/** SPEC.md §8's 'Login Required' toast, then the sign-in page; after a 401 the session is read again. */
export function useLoginPrompt() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (description: string, { sessionEnded = false } = {}) => {
    toast.error("Login Required", { description });
    if (sessionEnded) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    void navigate(paths.auth.getHref());
  };
}
