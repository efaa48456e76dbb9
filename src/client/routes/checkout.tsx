import { memo, useDeferredValue, useState } from "react";
import { AddressPicker } from "~/client/features/addresses/components/address-picker";
import { useAddresses } from "~/client/features/addresses/api/get-addresses";
import { PrivatePage } from "~/client/features/auth/components/private-page";
import { CheckDelivery } from "~/client/features/addresses/components/check-delivery";
import { useCart } from "~/client/features/cart/api/get-cart";
import { BusinessBuyerFields } from "~/client/features/checkout/components/business-buyer-fields";
import { CheckoutSkeleton } from "~/client/features/checkout/components/checkout-skeleton";
import { CheckoutSummary } from "~/client/features/checkout/components/checkout-summary";
import { EmptyCheckout } from "~/client/features/checkout/components/empty-checkout";
import { KeptPromo } from "~/client/features/checkout/components/kept-promo";
import { LuckyDrawOptIn } from "~/client/features/checkout/components/lucky-draw-opt-in";
import { PaymentMethod } from "~/client/features/checkout/components/payment-method";
import { PromoBox } from "~/client/features/checkout/components/promo-box";
import { useBusinessBuyer } from "~/client/features/checkout/use-business-buyer";
import { useCheckoutDraft } from "~/client/features/checkout/use-checkout-draft";
import { useSubmitOrder } from "~/client/features/checkout/use-submit-order";
import { useMembership } from "~/client/features/membership/api/membership";
import { UseRewards } from "~/client/features/membership/components/use-rewards";
import { forgetReferral, rememberedReferral } from "~/client/features/membership/referral";
import { rewardsToSpend } from "~/shared/membership";
import { subtotalOf } from "~/shared/pricing";
import { pageMeta } from "~/client/lib/meta";
import { useHydrated } from "~/client/components/ui/use-hydrated";
import { noShopper, shopperLoader } from "~/shared/shopper-source";

export const meta = () => pageMeta("Checkout", "Choose a delivery address and place your order.");

/**
 * Rendered by the server for a signed-in shopper, the page carries their session, cart, saved
 * addresses and membership (the root seeds the query cache with them): the checkout is drawn as
 * soon as the page has hydrated, with no request for them on a slow network (docs/decisions/032).
 * Prerendered, and for anyone else, it is null.
 */
export const loader = shopperLoader;

/** Coming from another page (the cart's Proceed to Checkout), the browser reads them as before. */
export const clientLoader = noShopper;

export default function Page() {
  return (
    <PrivatePage skeleton={<CheckoutSkeleton />}>
      <Checkout />
    </PrivatePage>
  );
}

/**
 * Reads the shopper's cart, addresses and rewards and hands them to the checkout deferred: each
 * answer re-renders only this at once, and the form is drawn in React's background render.
 */
function Checkout() {
  // Drawn in the browser only, even when the server has the shopper's data: the checkout's kept
  // choices (promo code, lucky draw, business details, a half-typed address) are read from this
  // tab's storage as it mounts, and the server cannot know them. Its HTML is the skeleton.
  const hydrated = useHydrated();
  const cart = useCart();
  const addresses = useAddresses();
  const membership = useMembership();
  const data: CheckoutData = {
    cart: useDeferredValue(cart.data),
    cartPending: useDeferredValue(cart.isPending),
    addresses: useDeferredValue(addresses.data),
    addressesPending: useDeferredValue(addresses.isPending),
    availableRewardsPaise: useDeferredValue(membership.data?.availablePaise ?? 0),
  };
  return hydrated ? <CheckoutForm {...data} /> : <CheckoutSkeleton />;
}

type CheckoutData = {
  cart: ReturnType<typeof useCart>["data"];
  cartPending: boolean;
  addresses: ReturnType<typeof useAddresses>["data"];
  addressesPending: boolean;
  availableRewardsPaise: number;
};

const CheckoutForm = memo(function CheckoutForm({ cart, cartPending, addresses, addressesPending, availableRewardsPaise }: CheckoutData) {
  const [chosenAddressId, setChosenAddressId] = useState<string | null>(null);
  // The promo code and lucky-draw choice survive a reload (re-checked by the server).
  const draft = useCheckoutDraft();
  const { luckyDraw, setLuckyDraw, promo, setPromo } = draft;
  const [useRewards, setUseRewards] = useState(false);
  const business = useBusinessBuyer();
  const order = useSubmitOrder(draft, business, forgetReferral);

  if (cartPending || addressesPending) return <CheckoutSkeleton />;
  const lines = cart?.lines ?? [];
  if (lines.length === 0 || !addresses) return <EmptyCheckout cartEmpty={cart !== undefined && lines.length === 0 && !order.placed} />;
  const savedAddresses = addresses;
  const discountPaise = promo?.discountPaise ?? 0;
  const rewardsPaise = useRewards ? rewardsToSpend(availableRewardsPaise, subtotalOf(lines.filter((line) => line.available)), discountPaise) : 0;
  const selectedAddressId = savedAddresses.some((a) => a.id === chosenAddressId) ? chosenAddressId : (savedAddresses[0]?.id ?? null);

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-800">Checkout</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_24rem]">
        <div className="space-y-6">
          <AddressPicker addresses={savedAddresses} selectedId={selectedAddressId} onSelect={setChosenAddressId} />
          <CheckDelivery key={selectedAddressId} pincode={savedAddresses.find((a) => a.id === selectedAddressId)?.pincode} />
          <PaymentMethod />
          <BusinessBuyerFields business={business} addresses={savedAddresses} deliveryAddress={savedAddresses.find((a) => a.id === selectedAddressId)} />
          <LuckyDrawOptIn checked={luckyDraw} onChange={setLuckyDraw} />
          <UseRewards availablePaise={availableRewardsPaise} spendPaise={rewardsPaise} checked={useRewards} onChange={setUseRewards} />
        </div>
        <div className="lg:sticky lg:top-4 lg:self-start">
          <CheckoutSummary
            lines={lines}
            discountPaise={discountPaise}
            promoCode={promo?.code}
            rewardsPaise={rewardsPaise}
            promoBox={
              <KeptPromo check={draft.keptPromo}>
                <PromoBox applied={promo} onChange={setPromo} suggestedCode={rememberedReferral()} />
              </KeptPromo>
            }
            placing={order.placing}
            onPlaceOrder={() => void order.submit(selectedAddressId, rewardsPaise)}
          />
        </div>
      </div>
    </section>
  );
});
