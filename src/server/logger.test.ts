import { DrizzleQueryError } from "drizzle-orm/errors";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "./logger";

describe("logger", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs a failed query's statement and the driver's error, never the query's parameters", () => {
    const written: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    const driverError = Object.assign(new Error("deadlock detected"), { code: "40P01" });
    const failure = new DrizzleQueryError("select * from sessions where token = $1", ["secret-session-token"], driverError);

    createLogger("info").error("unhandled error", { error: failure });

    const line = JSON.parse(written.join("")) as { error: { message: string; stack: string; cause: { message: string; code: string } } };
    expect(written.join("")).not.toContain("secret-session-token");
    expect(line.error.message).toBe("Failed query: select * from sessions where token = $1");
    expect(line.error.cause).toMatchObject({ message: "deadlock detected", code: "40P01" });
  });

  it("says which levels it writes, so a caller builds no fields for a line that is not written", () => {
    const logger = createLogger("warn");
    expect([logger.enabled("debug"), logger.enabled("info"), logger.enabled("warn"), logger.enabled("error")]).toEqual([false, false, true, true]);
    expect(createLogger("silent").enabled("error")).toBe(false);
    expect(createLogger("debug").enabled("debug")).toBe(true);
  });
});
