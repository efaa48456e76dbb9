// What other modules may use of payments.
export { getPaymentSettings } from "./settings";
