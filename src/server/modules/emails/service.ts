// A module enqueues its message in the transaction of the change (`emails.enqueue(tx, …)`), then calls `emails.wake()` after the commit.
export { createEmailQueue, emailQueueSettings, type EmailQueue, type EmailQueueSettings } from "./queue";
export { watchEmailQueue } from "./metrics";
