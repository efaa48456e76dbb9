import { useLocation } from "react-router";
import { useShopNavigate } from "~/client/components/ui/link";
import { toast } from "~/client/lib/toast";
import { paths } from "~/shared/paths";
import { rememberIntent, type ShopperIntent } from "./pending-intent";

type PromptOptions = {
  /** A 401 from the server while the page still thought the shopper was signed in. */
  sessionEnded?: boolean;
  /** The review form's toast says 'Login required'; every other one 'Login Required' (docs/product-rules.md#errors-and-toasts). */
  title?: string;
  /** What the shopper pressed: done for them once they have signed in and are back here (src/client/routes/resume-intent.tsx). */
  intent?: Pick<ShopperIntent, "action" | "productId" | "sizeId" | "productName"> & { quantity?: number };
};

/** The 'Login Required' toast, then sign-in, which leads back here; a visitor never signed in goes to plain /auth. */
export function useLoginPrompt() {
  const navigate = useShopNavigate();
  const { pathname, search } = useLocation();
  return (description: string, { sessionEnded = false, title = "Login Required", intent }: PromptOptions = {}) => {
    const here = `${pathname}${search}`;
    if (intent) rememberIntent({ quantity: 1, ...intent, returnPath: here });
    toast.error(title, { description });
    void navigate(paths.auth.getHref(sessionEnded || intent ? here : undefined));
  };
}
