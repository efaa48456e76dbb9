import { useEnglishWords } from "~/client/lib/i18n/english-words";
import { orderStatusLabel } from "~/shared/order-status";
import { PAYMENT_METHOD_LABELS, paymentStatusSentence, type PaymentMethod, type PaymentStatus } from "~/shared/payment";

/**
 * The order's states as src/shared names them in English (staff, e-mails and the server read them
 * there), in the page's language by their English text: the `shared` catalogue (decision 076).
 */
export function useOrderLabels() {
  const words = useEnglishWords();
  return {
    orderStatus: (status: string) => words(orderStatusLabel(status)),
    paymentMethod: (method: PaymentMethod) => words(PAYMENT_METHOD_LABELS[method]),
    /** The shopper's sentence for what the payment waits for or became. */
    paymentStatus: (method: PaymentMethod, status: PaymentStatus) => words(paymentStatusSentence(method, status)),
    /** Any of src/shared's words (a reason, a refusal) in the page's language, or the text as it came. */
    sentence: words,
  };
}
