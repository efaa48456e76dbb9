import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; subject: string; messageId: string };

/** A header of a raw message, unfolded (RFC 5322 continues a long header on indented lines). */
function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}:[ \\t]*((?:.*)(?:\\r?\\n[ \\t].*)*)`, "im").exec(raw);
  return (match?.[1] ?? "").replaceAll(/\r?\n[ \t]+/g, " ").trim();
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives and can go down and come back, like an outage. */
export async function startFakeSmtp() {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;

  async function start() {
    const listening = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, session, callback) {
        let raw = "";
        stream.setEncoding("utf8");
        stream.on("data", (chunk: string) => (raw += chunk));
        stream.on("end", () => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), subject: header(raw, "Subject"), messageId: header(raw, "Message-ID") });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      listening.once("error", reject);
      listening.listen(port, "127.0.0.1", () => resolve());
    });
    port = (listening.server.address() as AddressInfo).port;
    server = listening;
  }

  /** Refuses connections from now on until `start` is called again. */
  async function stop() {
    const closing = server;
    server = undefined;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  }

  await start();
  return { url: `smtp://127.0.0.1:${port}`, received, start, stop };
}

export type FakeSmtp = Awaited<ReturnType<typeof startFakeSmtp>>;
