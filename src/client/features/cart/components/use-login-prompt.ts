import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { paths } from "~/shared/paths";
import { sessionQueryKey } from "~/client/features/auth/api/use-session";

export const LOGIN_FOR_CART = "Please login to add items to cart";

/**
 * SPEC.md §8's 'Login Required' toast, then the sign-in page. `sessionEnded` is for a 401 from the
 * server while the page still thought the shopper was signed in: the session is read again.
 */
export function useLoginPrompt() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (description: string, { sessionEnded = false } = {}) => {
    toast.error("Login Required", { description });
    if (sessionEnded) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    void navigate(paths.auth.getHref());
  };
}
