// Back-in-stock requests (docs/decisions/068): what other modules may call.
export { isRestock, notifyRestocked, waitingAlerts, type RestockNotice } from "./restock";
