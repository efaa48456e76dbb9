import { Toaster as Sonner } from "sonner";

// Toasts sit below the header (top bar 40 px + bar 64 px on phones), so they never cover the cart
// badge they report on, and at most two show at once (the rest wait their turn).
const BELOW_HEADER = { top: 112 };

export default function Toaster() {
  return <Sonner richColors closeButton position="top-center" visibleToasts={2} offset={BELOW_HEADER} mobileOffset={BELOW_HEADER} />;
}
