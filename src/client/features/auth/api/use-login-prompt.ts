import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { paths } from "~/shared/paths";
import { sessionQueryKey } from "./use-session";

/**
 * The 'Login Required' toast with the given text, then the sign-in page
 * (docs/product-rules.md#errors-and-toasts). `sessionEnded` is for a 401 from the server while
 * the page still thought the shopper was signed in: the session is read again so the header and
 * gates follow.
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
