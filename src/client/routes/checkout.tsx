import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { AddressPicker } from "~/client/features/addresses/components/address-picker";
import { useAddresses } from "~/client/features/addresses/api/get-addresses";
import { CheckDelivery } from "~/client/features/addresses/components/check-delivery";
import { RequireAuth } from "~/client/features/auth/components/require-auth";
import { useCart } from "~/client/features/cart/api/get-cart";
import type { AppliedPromo } from "~/client/features/checkout/api/apply-promo";
import { usePlaceOrder } from "~/client/features/checkout/api/place-order";
import { CheckoutSummary } from "~/client/features/checkout/components/checkout-summary";
import { LuckyDrawOptIn } from "~/client/features/checkout/components/lucky-draw-opt-in";
import { PaymentMethod } from "~/client/features/checkout/components/payment-method";
import { PromoBox } from "~/client/features/checkout/components/promo-box";
import { newIdempotencyKey } from "~/client/features/checkout/new-idempotency-key";
import { ApiRequestError } from "~/client/lib/api";
import { pageMeta } from "~/client/lib/meta";
import { paths } from "~/shared/paths";
import { SELECT_ADDRESS_MESSAGE } from "~/shared/schemas/order";

export const meta = () => pageMeta("Checkout", "Choose a delivery address and place your order.");

export default function Page() {
  return (
    <RequireAuth>
      <Checkout />
    </RequireAuth>
  );
}

function Checkout() {
  const cart = useCart();
  const addresses = useAddresses();
  const placeOrder = usePlaceOrder();
  const navigate = useNavigate();
  // Made once per visit and sent with every press, so a retry can never create a second order.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [chosenAddressId, setChosenAddressId] = useState<string | null>(null);
  const [luckyDraw, setLuckyDraw] = useState(false);
  const [promo, setPromo] = useState<AppliedPromo | null>(null);

  const lines = cart.data?.lines ?? [];
  if (lines.length === 0 || !addresses.data) return null;
  const savedAddresses = addresses.data;
  const selectedAddressId = savedAddresses.some((a) => a.id === chosenAddressId) ? chosenAddressId : (savedAddresses[0]?.id ?? null);

  const submit = () => {
    if (placeOrder.isPending) return;
    if (!selectedAddressId) {
      toast.error(SELECT_ADDRESS_MESSAGE);
      return;
    }
    placeOrder.mutate(
      { addressId: selectedAddressId, paymentMethod: "cod", promoCode: promo?.code, participateLuckyDraw: luckyDraw, idempotencyKey },
      {
        onSuccess: ({ order }) => {
          toast.success("Order Placed Successfully!", { description: `Your order #${order.orderNumber} has been placed.` });
          void navigate(paths.orderSuccess.getHref(order.id));
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.fields.code) setPromo(null);
          if (error instanceof ApiRequestError && error.title) toast.error(error.title, { description: error.message });
          else if (error instanceof ApiRequestError && error.status > 0 && error.status < 500) toast.error(error.message);
          // No answer, or a server fault: the shop's own fallback words (docs/product-rules.md#checkout), not a generic line.
          else toast.error("Failed to place order. Please try again.");
        },
      },
    );
  };

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-800">Checkout</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_24rem]">
        <div className="space-y-6">
          <AddressPicker addresses={savedAddresses} selectedId={selectedAddressId} onSelect={setChosenAddressId} />
          <CheckDelivery key={selectedAddressId} pincode={savedAddresses.find((a) => a.id === selectedAddressId)?.pincode} />
          <PaymentMethod />
          <LuckyDrawOptIn checked={luckyDraw} onChange={setLuckyDraw} />
        </div>
        <div className="lg:sticky lg:top-4 lg:self-start">
          <CheckoutSummary
            lines={lines}
            discountPaise={promo?.discountPaise ?? 0}
            promoBox={<PromoBox applied={promo} onChange={setPromo} />}
            placing={placeOrder.isPending || placeOrder.isSuccess}
            onPlaceOrder={submit}
          />
        </div>
      </div>
    </section>
  );
}
