// PDFs are drawn in child processes, never on the request thread: documents of a committed order queue for a lowered-priority
// process, so it takes the CPU requests leave; a download that needs a PDF now gets a process of its own. Processes, not
// worker threads: shutdown ends a drawing in hand, and ending a worker thread inside zlib aborts the whole server (Node's
// "close before init" assertion); ending a child process cannot.
import os from "node:os";
import path from "node:path";
import Tinypool from "tinypool";
import type { DrawTask } from "./document-thread";
import { documentsDrawn } from "./http/metrics";
import type { Logger } from "./logger";

export type { DrawTask } from "./document-thread";

// document-thread.mjs beside the compiled server; under tsx and vitest, a module that loads document-thread.ts through tsx.
const compiled = path.extname(new URL(import.meta.url).pathname) === ".mjs";
const threadEntry = new URL(compiled ? "./document-thread.mjs" : "./document-thread-under-tsx.mjs", import.meta.url);

/** A thread that idles this long ends; the next document starts one again (about a second of fonts and modules). */
const IDLE_MS = 60_000;

function pool(threads: number, niceness: number | undefined) {
  return new Tinypool({
    filename: threadEntry.href,
    runtime: "child_process",
    // Structured clone: the PDF comes back as bytes, not as JSON.
    serialization: "advanced",
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: IDLE_MS,
    execArgv: [],
    env: { ...stringEnv(), SHOP_DOCUMENT_NICENESS: niceness === undefined ? "" : String(niceness) },
  });
}

function stringEnv(): Record<string, string> {
  return Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

export type DocumentThreads = ReturnType<typeof createDocumentThreads>;

/** `threads`: background documents drawn at once (default: cores − 1); `drawLater: false` draws each at its first download. */
export function createDocumentThreads({ logger, threads = Math.max(1, os.availableParallelism() - 1), drawLater = true }: { logger: Logger; threads?: number; drawLater?: boolean }) {
  let background: Tinypool | undefined;
  let onDemand: Tinypool | undefined;
  const queue: { job: () => Promise<void>; about: Record<string, unknown> }[] = [];
  const running = new Set<Promise<void>>();
  let stopped = false;

  function pump() {
    while (!stopped && running.size < threads && queue.length > 0) {
      const { job, about } = queue.shift()!;
      const run: Promise<void> = job()
        .catch((error: unknown) => {
          // A drawing that shutdown cuts short is drawn at its document's first download instead.
          if (stopped) logger.info("a background drawing was stopped by shutdown", { ...about, error });
          else logger.error("drawing a document in the background failed", { ...about, error });
        })
        .finally(() => {
          running.delete(run);
          pump();
        });
      running.add(run);
    }
  }

  async function drawOn(lane: Tinypool, task: DrawTask): Promise<Uint8Array> {
    const pdf = (await lane.run(task)) as Uint8Array;
    documentsDrawn.inc({ kind: task.kind === "tax-document" ? task.document.kind : task.kind });
    return pdf;
  }

  return {
    /** Draws now, on a thread of normal priority: for a request that waits for the PDF. */
    draw(task: DrawTask): Promise<Uint8Array> {
      if (stopped) return Promise.reject(new Error("the document threads have stopped"));
      onDemand ??= pool(threads, undefined);
      return drawOn(onDemand, task);
    },
    /** Draws for a job run later from this process's queue (`later`), on the background lane's threads. */
    drawInBackground(task: DrawTask): Promise<Uint8Array> {
      if (stopped) return Promise.reject(new Error("the document threads have stopped"));
      background ??= pool(threads, 19);
      return drawOn(background, task);
    },
    /** Queues a job that draws with `drawInBackground`; at most `threads` run at once. A job's failure is logged with `about`. */
    later(job: () => Promise<void>, about: Record<string, unknown> = {}): void {
      if (!drawLater || stopped) return;
      queue.push({ job, about });
      pump();
    },
    /** Resolves once the queue is empty and no job runs (tests wait for the background's PDFs with it). */
    async settled(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    /** Cuts short a drawing in hand, as a lowest-priority thread can outlast shutdown; its document is drawn at first download. */
    async stop(): Promise<void> {
      stopped = true;
      queue.length = 0;
      await Promise.all([background?.destroy(), onDemand?.destroy()]);
      await Promise.allSettled([...running]);
    },
  };
}

