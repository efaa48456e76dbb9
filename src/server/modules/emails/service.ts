// The e-mail queue, for the server's start and for the modules that send mail
// (docs/product-rules.md#e-mails): a module writes its message with `emails.enqueue(tx, kind,
// message)` inside the transaction of the change, then calls `emails.wake()` after the commit.
export { createEmailQueue, emailQueueSettings, type EmailQueue, type EmailQueueSettings } from "./queue";
export { watchEmailQueue } from "./metrics";
