import { useLingui } from "@lingui/react/macro";
import { toast } from "~/client/lib/toast";
import { useGoAfterSignIn } from "../api/after-sign-in";

/** Auth failures carry better-auth's own message, which the forms show as it is, under the page's 'Error'. */
export function toastAuthError(error: Error, title: string) {
  toast.error(title, { description: error.message });
}

/** What signing in and signing up share: greet the shopper, then go where they were headed. */
export function useEnterShop(title: string, description: string) {
  const goAfterSignIn = useGoAfterSignIn();
  const { t } = useLingui();
  const errorTitle = t`Error`;
  return {
    onSuccess: () => {
      toast.success(title, { description });
      goAfterSignIn();
    },
    onError: (error: Error) => toastAuthError(error, errorTitle),
  };
}
