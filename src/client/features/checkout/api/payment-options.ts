import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { api, call } from "~/client/lib/api";
import { NO_PAYMENT_TERMS, paymentTermsFor } from "~/shared/pricing";

export type CheckoutPaymentMethod = "cod" | "upi" | "online";

/** What checkout offers at the chosen address's pincode, and what each way to pay adds or takes off; idle without a pincode. */
export function usePaymentOptions(pincode: string | undefined) {
  return useQuery({
    queryKey: ["payment-options", pincode ?? ""] as const,
    // Staff may switch cash on delivery off or change the figures at any time; the server checks again at placing.
    staleTime: 30_000,
    queryFn: () => call(api.payments.options[":pincode"].$get({ param: { pincode: pincode! } })),
    enabled: pincode !== undefined && /^\d{6}$/.test(pincode),
  });
}

/** The shopper's way to pay: cash on delivery until they choose, UPI where staff have switched cash off, online only with a gateway. */
export function usePaymentChoice(pincode: string | undefined, onlineAvailable: boolean) {
  const options = usePaymentOptions(pincode);
  const [chosen, setMethod] = useState<CheckoutPaymentMethod>("cod");
  const codAvailable = options.data?.codAvailable ?? true;
  const method: CheckoutPaymentMethod = (chosen === "cod" && !codAvailable) || (chosen === "online" && !onlineAvailable) ? (codAvailable ? "cod" : "upi") : chosen;
  const terms = options.data ? paymentTermsFor(method, options.data) : NO_PAYMENT_TERMS;
  /** Both figures as staff set them, for the hint beside each choice. */
  const offered = { codChargePaise: options.data?.codChargePaise ?? 0, upiSavingPaise: options.data?.upiSavingPaise ?? 0 };
  return { method, setMethod, codAvailable, terms, offered };
}
