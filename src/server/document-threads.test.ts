import { describe, expect, it } from "vitest";
import { createDocumentThreads } from "./document-threads";
import { createLogger } from "./logger";

describe("document threads at shutdown", () => {
  it("stop ends a background drawing in hand instead of waiting for it, and drops the queued ones", async () => {
    const documents = createDocumentThreads({ logger: createLogger("silent"), threads: 1 });
    const outcomes: string[] = [];
    const job = (name: string) => async () => {
      try {
        await documents.drawInBackground({ kind: "packing-slips", orders: [], title: name });
        outcomes.push(`${name}: drawn`);
      } catch {
        outcomes.push(`${name}: cut short`);
      }
    };
    documents.later(job("first"));
    documents.later(job("second"));
    await documents.stop();
    // The first had started (its thread was still booting); the second never began.
    expect(outcomes).toEqual(["first: cut short"]);
    await expect(documents.draw({ kind: "packing-slips", orders: [], title: "after" })).rejects.toThrow("stopped");
  });
});
