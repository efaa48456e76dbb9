import { afterEach, describe, expect, it, vi } from "vitest";
import { authErrorOf } from "~/server/test/auth-answers";
import { setUpTestApp } from "~/server/test/set-up";

// Two sign-ups with one e-mail at once: the unique index refuses the second, whose shopper gets "already exists" and the log no error.

describe("two sign-ups with one e-mail at once", () => {
  const shop = setUpTestApp({ env: { LOG_LEVEL: "warn" } });
  afterEach(() => vi.restoreAllMocks());

  it("makes one account and answers the others that it exists, logging nothing as an error", async () => {
    const written: string[] = [];
    const write = process.stderr.write.bind(process.stderr);
    vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
      written.push(String(chunk));
      return (write as (chunk: string | Uint8Array, ...rest: unknown[]) => boolean)(chunk, ...rest);
    });
    for (let round = 0; round < 5; round += 1) {
      const email = `racing-${round}-${Date.now()}@example.com`;
      const answers = await Promise.all(
        Array.from({ length: 4 }, (_, index) => shop.request("POST", "/api/auth/sign-up/email", { body: { name: `Racer ${index}`, email, password: "mustard-oil-123" } })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422, 422, 422]);
      for (const answer of answers.filter((answer) => answer.status === 422)) expect((await authErrorOf(answer)).message).toMatch(/already exists/i);
    }
    expect(written.filter((line) => line.includes('"level":"error"'))).toEqual([]);
  });
});
