import { useLingui } from "@lingui/react/macro";
import { Toaster as Sonner } from "sonner";

// Below the header, so toasts never cover the cart badge they report on; at most two at once.
const BELOW_HEADER = { top: 112 };

export default function Toaster() {
  const { t } = useLingui();
  return (
    <Sonner
      richColors
      closeButton
      position="top-center"
      visibleToasts={2}
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER}
      containerAriaLabel={t`Notifications`}
      toastOptions={{ closeButtonAriaLabel: t`Close notification` }}
    />
  );
}
