import { toast } from "~/client/lib/toast";
import { useGoAfterSignIn } from "../api/after-sign-in";

/** Auth failures carry better-auth's own message, which the forms show as it is. */
export function toastAuthError(error: Error) {
  toast.error("Error", { description: error.message });
}

/** What signing in and signing up share: greet the shopper, then go where they were headed. */
export function useEnterShop(title: string, description: string) {
  const goAfterSignIn = useGoAfterSignIn();
  return {
    onSuccess: () => {
      toast.success(title, { description });
      goAfterSignIn();
    },
    onError: toastAuthError,
  };
}
