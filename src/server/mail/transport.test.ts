import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLogger } from "~/server/logger";
import { createMailer } from "./transport";

describe("the outbox mailer (no SMTP_URL)", () => {
  const dirs: string[] = [];
  afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it("leaves each message as one whole .json file, never a half-written one under its final name", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "shop-outbox-"));
    dirs.push(dir);
    const mailer = createMailer({ SMTP_URL: undefined, MAIL_FROM: "Demo Farm Foods <shop@example.com>", DATA_DIR: dir }, createLogger("silent"));

    await Promise.all(
      ["a@example.com", "b@example.com", "c@example.com"].map((to) => mailer.send({ to, subject: `For ${to}`, text: "Hello", html: "<p>Hello</p>" })),
    );

    const files = await readdir(path.join(dir, "outbox"));
    expect(files).toHaveLength(3);
    expect(files.every((name) => name.endsWith(".json"))).toBe(true);
    const mails = await Promise.all(files.map(async (name) => JSON.parse(await readFile(path.join(dir, "outbox", name), "utf8")) as { to: string; subject: string }));
    expect(mails.map((mail) => mail.to).sort()).toEqual(["a@example.com", "b@example.com", "c@example.com"]);
    expect(mails.every((mail) => mail.subject === `For ${mail.to}`)).toBe(true);
  });
});
