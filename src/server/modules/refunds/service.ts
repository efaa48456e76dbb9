export { refundsOfOrder } from "./views";
export { refundsOwed } from "./queue";
