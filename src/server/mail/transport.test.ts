import type * as fsPromises from "node:fs/promises";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createLogger } from "~/server/logger";
import { createMailer } from "./transport";

// What the outbox folder holds at the moment each message's bytes are written.
const seenWhileWriting = vi.hoisted(() => [] as { written: string; folder: string[] }[]);

vi.mock("node:fs/promises", async (importOriginal) => {
  const actual = await importOriginal<typeof fsPromises>();
  return {
    ...actual,
    writeFile: async (...args: Parameters<typeof actual.writeFile>) => {
      await actual.writeFile(...args);
      const written = String(args[0]);
      seenWhileWriting.push({ written, folder: await actual.readdir(path.dirname(written)) });
    },
  };
});

describe("the outbox mailer (no SMTP_URL)", () => {
  const dirs: string[] = [];
  afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it("writes each message under another name and only then gives it its .json name, so a reader never sees it half-written", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "shop-outbox-"));
    dirs.push(dir);
    const mailer = createMailer({ SMTP_URL: undefined, MAIL_FROM: "Demo Farm Foods <shop@example.com>", DATA_DIR: dir }, createLogger("silent"));

    for (const to of ["a@example.com", "b@example.com"]) await mailer.send({ to, subject: `For ${to}`, text: "Hello", html: "<p>Hello</p>" });

    // While its bytes were written, a message had no .json name yet: only the one sent before it did.
    expect(seenWhileWriting.map(({ written }) => written.endsWith(".json.partial"))).toEqual([true, true]);
    expect(seenWhileWriting.map(({ folder }) => folder.filter((name) => name.endsWith(".json")).length)).toEqual([0, 1]);
    // Afterwards each is one whole .json file, and nothing else is left.
    const files = await readdir(path.join(dir, "outbox"));
    expect(files).toHaveLength(2);
    expect(files.every((name) => name.endsWith(".json"))).toBe(true);
    const mails = await Promise.all(files.map(async (name) => JSON.parse(await readFile(path.join(dir, "outbox", name), "utf8")) as { to: string; subject: string }));
    expect(mails.map((mail) => mail.to).sort()).toEqual(["a@example.com", "b@example.com"]);
    expect(mails.every((mail) => mail.subject === `For ${mail.to}`)).toBe(true);
  });
});
