import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { paths } from "~/shared/paths";
import { authCall } from "~/client/lib/api";
import { sessionQueryKey } from "./use-session";

export function signOut(): Promise<unknown> {
  return authCall("/sign-out", {});
}

/**
 * Ends the session on the server, then forgets everything cached for that user (cart, wishlist,
 * orders, addresses), so the next person at this browser never sees it.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      // Leave first: a private page seeing the session end would send the visitor to /auth instead of /.
      await navigate(paths.home.getHref());
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      toast.success("Signed out", { description: "You've been signed out successfully" });
    },
    onError: (error) => {
      toast.error("Error", { description: error.message });
    },
  });
}
