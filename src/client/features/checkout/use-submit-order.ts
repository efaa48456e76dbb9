import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { usePageLang, useShopNavigate } from "~/client/components/ui/link";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import { membershipQueryKey } from "~/client/lib/query-keys";
import { toast } from "~/client/lib/toast";
import { SELECT_ADDRESS_MESSAGE } from "~/shared/form-fields";
import { paths } from "~/shared/paths";
import { usePlaceOrder } from "./api/place-order";
import type { CheckoutPaymentMethod } from "./api/payment-options";
import { newIdempotencyKey } from "./new-idempotency-key";
import type { BusinessBuyerState } from "./use-business-buyer";
import type { useCheckoutDraft } from "./use-checkout-draft";

// The shop's words when an order could not be placed and the server gave no message of its own.
const ORDER_FAILED_MESSAGE = msg`Failed to place order. Please try again.`;

/** What pressing Place Order does: check the business details, send the order once, then go to its page. */
export function useSubmitOrder(draft: ReturnType<typeof useCheckoutDraft>, business: BusinessBuyerState, onPlaced: () => void) {
  const placeOrder = usePlaceOrder();
  const { t, i18n } = useLingui();
  const navigate = useShopNavigate();
  const language = usePageLang();
  const queryClient = useQueryClient();
  // Made once per visit and sent with every press, so a retry can never create a second order.
  const [idempotencyKey] = useState(newIdempotencyKey);
  // Set while a business buyer's details are checked, which may first fetch the schema: a second
  // press then does nothing, and the button already says the order is on its way.
  const checkingBusiness = useRef(false);
  const [placing, setPlacing] = useState(false);
  // A shopper who leaves checkout during that wait has not placed the order: nothing is sent.
  const left = useRef(false);
  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
    };
  }, []);
  const { promo, setPromo, luckyDraw } = draft;

  const submit = async (selectedAddressId: string | null, rewardsPaise: number, paymentMethod: CheckoutPaymentMethod) => {
    // Never without the code the shopper sees: a kept one is still being checked again.
    if (placeOrder.isPending || draft.checkingPromo || checkingBusiness.current) return;
    if (!selectedAddressId) {
      toast.error(SELECT_ADDRESS_MESSAGE);
      return;
    }
    // A refused GSTIN or business name sends nothing: its message shows under the field, focused.
    checkingBusiness.current = true;
    if (business.buying) setPlacing(true);
    const businessBuyer = await business
      .check()
      .catch(() => undefined)
      .finally(() => {
        checkingBusiness.current = false;
        setPlacing(false);
      });
    if (left.current) return;
    if (businessBuyer === undefined) {
      toast.error(i18n._(ORDER_FAILED_MESSAGE));
      return;
    }
    if (businessBuyer === false) {
      toast.error(t`Validation Error`, { description: t`Please check the form for errors` });
      return;
    }
    placeOrder.mutate(
      { addressId: selectedAddressId, paymentMethod, promoCode: promo?.code, participateLuckyDraw: luckyDraw, rewardsPaise, business: businessBuyer, idempotencyKey, language },
      {
        onSuccess: ({ order }) => {
          draft.orderPlaced(order.id);
          onPlaced();
          if (order.rewardsPaise > 0) void queryClient.invalidateQueries({ queryKey: membershipQueryKey });
          // An online order is paid on its own page, which opens the gateway at once and keeps Pay now if the shopper closes it.
          if (order.paymentMethod === "online") return void navigate(`${paths.accountOrder.getHref(order.orderNumber)}?pay=now`);
          const orderNumber = order.orderNumber;
          toast.success(t`Order Placed Successfully!`, { description: t`Your order #${orderNumber} has been placed.` });
          // A UPI order is paid next, on its own page, while its time runs.
          void navigate(order.paymentMethod === "upi" ? paths.accountOrderPay.getHref(order.orderNumber) : paths.orderSuccess.getHref(order.id));
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.fields.code) setPromo(null);
          if (error instanceof ApiRequestError) business.showServerErrors(error.fields);
          if (error instanceof ApiRequestError && error.title === "Rewards changed") void queryClient.invalidateQueries({ queryKey: membershipQueryKey });
          if (error instanceof ApiRequestError && error.title) toast.error(error.title, { description: error.message });
          else if (error instanceof ApiRequestError && error.status > 0 && error.status < 500) toast.error(error.message);
          // No answer, or a server fault: the shop's own fallback words, not a generic line.
          else toast.error(i18n._(ORDER_FAILED_MESSAGE));
        },
      },
    );
  };

  return { submit, placed: placeOrder.isSuccess, placing: placing || placeOrder.isPending || placeOrder.isSuccess };
}
