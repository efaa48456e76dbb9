// What other modules may use of payments.
export { codConfirmationWait, confirmCodOrder, issueCodConfirmToken } from "./cod-confirmation";
