// Cart reminders (docs/decisions/068): what other modules and the server's start may call.
export { chooseCartReminders } from "./consent";
export { startCartReminderSweep } from "./sweep";
