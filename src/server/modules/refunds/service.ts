// What other modules use of refunds: an order's refunds for its page, the dashboard's overdue figure.
export { refundsOfOrder } from "./views";
export { overdueRefunds } from "./queue";
