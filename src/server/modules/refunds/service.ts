export { refundsOfOrder } from "./views";
export { overdueRefunds } from "./queue";
