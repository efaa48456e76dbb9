import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
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

/** This process's drawing processes (Linux's /proc: the children of each of its threads). */
function drawingProcesses(): number[] {
  return readdirSync("/proc/self/task")
    .flatMap((thread) => readFileSync(`/proc/self/task/${thread}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number))
    .filter((pid) => readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("tinypool"));
}

/** The nice value of every thread of a process (field 19 of /proc/<pid>/task/<tid>/stat). */
function threadNiceness(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).map((thread) => {
    const stat = readFileSync(`/proc/${pid}/task/${thread}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
  });
}

describe("document threads' priority", () => {
  it("lowers every thread of a background drawing process to nice 19, and leaves an on-demand drawing at normal priority", async () => {
    const documents = createDocumentThreads({ logger: createLogger("silent"), threads: 1 });
    try {
      const before = drawingProcesses();
      await documents.drawInBackground({ kind: "packing-slips", orders: [], title: "background" });
      const [background] = drawingProcesses().filter((pid) => !before.includes(pid));
      await documents.draw({ kind: "packing-slips", orders: [], title: "on demand" });
      const [onDemand] = drawingProcesses().filter((pid) => !before.includes(pid) && pid !== background);
      const backgroundThreads = threadNiceness(background!);
      // Node's own threads (V8's collector and compiler, libuv's), not only the one that draws.
      expect(backgroundThreads.length).toBeGreaterThan(1);
      expect(new Set(backgroundThreads)).toEqual(new Set([19]));
      expect(new Set(threadNiceness(onDemand!))).toEqual(new Set([os.getPriority()]));
    } finally {
      await documents.stop();
    }
  });
});
