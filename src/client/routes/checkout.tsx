import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { memo, useDeferredValue, useState } from "react";
import type { Route } from "./+types/checkout";
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
import { usePaymentChoice } from "~/client/features/checkout/api/payment-options";
import { useOnlinePaymentAvailable } from "~/client/features/payments/api/gateway";
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
import { shopperLoader } from "~/shared/shopper-source";
import { requestMessages } from "~/client/lib/i18n/catalogs.server";
import { metaI18n } from "~/client/lib/i18n/page-i18n";

export const meta = (args: Route.MetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(i18n._(msg`Checkout`), i18n._(msg`Choose a delivery address and place your order.`));
};

/** A server render for a signed-in shopper carries what the checkout draws, so a slow network makes no request after hydration (docs/decisions/032). */
export const loader = async (args: Route.LoaderArgs) => ({
  ...(await shopperLoader(args)),
  ...requestMessages(args.url, ["pages/checkout", "checkout", "addresses", "payments", "auth", "cart", "membership"]),
});

/** On client navigation the browser reads the shopper's data; the data request carries no session. */
export const clientLoader = async ({ serverLoader }: Route.ClientLoaderArgs) => ({ ...(await serverLoader()), shopper: null });

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
  const { t } = useLingui();
  const [chosenAddressId, setChosenAddressId] = useState<string | null>(null);
  // The promo code and lucky-draw choice survive a reload (re-checked by the server).
  const draft = useCheckoutDraft();
  const { luckyDraw, setLuckyDraw, promo, setPromo } = draft;
  const [useRewards, setUseRewards] = useState(false);
  const business = useBusinessBuyer();
  const order = useSubmitOrder(draft, business, forgetReferral);
  const chosenAddress = addresses?.find((a) => a.id === chosenAddressId) ?? addresses?.[0];
  const onlineAvailable = useOnlinePaymentAvailable();
  const payment = usePaymentChoice(chosenAddress?.pincode, onlineAvailable);

  if (cartPending || addressesPending) return <CheckoutSkeleton />;
  const lines = cart?.lines ?? [];
  if (lines.length === 0 || !addresses) return <EmptyCheckout cartEmpty={cart !== undefined && lines.length === 0 && !order.placed} />;
  const savedAddresses = addresses;
  const discountPaise = promo?.discountPaise ?? 0;
  const rewardsPaise = useRewards ? rewardsToSpend(availableRewardsPaise, subtotalOf(lines.filter((line) => line.available)), discountPaise) : 0;
  const selectedAddressId = chosenAddress?.id ?? null;

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-800">{t`Checkout`}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_24rem]">
        <div className="space-y-6">
          <AddressPicker addresses={savedAddresses} selectedId={selectedAddressId} onSelect={setChosenAddressId} />
          <CheckDelivery key={selectedAddressId} pincode={savedAddresses.find((a) => a.id === selectedAddressId)?.pincode} />
          <PaymentMethod
            onlineAvailable={onlineAvailable}
            method={payment.method}
            onChange={payment.setMethod}
            codAvailable={payment.codAvailable}
            pincode={chosenAddress?.pincode}
            codChargePaise={payment.offered.codChargePaise}
            upiSavingPaise={payment.offered.upiSavingPaise}
          />
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
            terms={payment.terms}
            promoBox={
              <KeptPromo check={draft.keptPromo}>
                <PromoBox applied={promo} onChange={setPromo} suggestedCode={rememberedReferral()} />
              </KeptPromo>
            }
            placing={order.placing}
            onPlaceOrder={() => void order.submit(selectedAddressId, rewardsPaise, payment.method)}
          />
        </div>
      </div>
    </section>
  );
});
