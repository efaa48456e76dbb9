import { useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { paths } from "~/shared/paths";

type PromptOptions = {
  /** A 401 from the server while the page still thought the shopper was signed in. */
  sessionEnded?: boolean;
  /** The review form's toast says 'Login required'; every other one 'Login Required' (docs/product-rules.md#errors-and-toasts). */
  title?: string;
};

/**
 * The 'Login Required' toast (docs/product-rules.md#errors-and-toasts) with the given text, then the sign-in page. After a 401 the
 * query client has already re-read the session (lib/query-client.ts); sign-in then leads back
 * here. A visitor who was never signed in goes to plain /auth, as the browser tests expect.
 */
export function useLoginPrompt() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (description: string, { sessionEnded = false, title = "Login Required" }: PromptOptions = {}) => {
    toast.error(title, { description });
    void navigate(paths.auth.getHref(sessionEnded ? `${pathname}${search}` : undefined));
  };
}
