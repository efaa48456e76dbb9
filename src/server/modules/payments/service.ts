// What other modules may use of payments (the lint rule: a module is reached only through its service.ts).
export { getPaymentSettings, paymentWait } from "./settings";
