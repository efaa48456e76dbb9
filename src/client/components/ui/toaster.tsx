import { Toaster as Sonner } from "sonner";

// Below the header, so toasts never cover the cart badge they report on; at most two at once.
const BELOW_HEADER = { top: 112 };

export default function Toaster() {
  return <Sonner richColors closeButton position="top-center" visibleToasts={2} offset={BELOW_HEADER} mobileOffset={BELOW_HEADER} />;
}
