import { describe, expect, it } from "vitest";
import { quantityQueue } from "./quantity-queue";

/** A cart line in a cache, with a server whose answers the test gives one by one. */
function line(start = 1) {
  const state = { cached: start as number | undefined, shown: [] as number[], sent: [] as number[], failures: [] as unknown[], idles: 0, cancels: 0 };
  const answers: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  const queue = quantityQueue({
    current: () => state.cached,
    show: (quantity) => {
      state.cached = quantity;
      state.shown.push(quantity);
    },
    send: (quantity) => {
      state.sent.push(quantity);
      return new Promise<void>((resolve, reject) => answers.push({ resolve, reject }));
    },
    failed: (error) => state.failures.push(error),
    cancelReads: () => {
      state.cancels += 1;
    },
    idle: async () => {
      state.idles += 1;
    },
  });
  /** Answers the oldest request still waiting, then lets the queue go on. */
  const answer = async (outcome: "ok" | Error = "ok") => {
    const next = answers.shift();
    if (!next) throw new Error("no request is waiting");
    if (outcome === "ok") next.resolve();
    else next.reject(outcome);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { queue, state, answer, waiting: () => answers.length };
}

describe("a cart line's quantity taps", () => {
  it("shows each tap at once and sends one request at a time, the last quantity tapped meanwhile", async () => {
    const { queue, state, answer, waiting } = line(1);
    queue.setQuantity(2);
    queue.setQuantity(3);
    queue.setQuantity(4);
    queue.setQuantity(5);
    expect(state.shown).toEqual([2, 3, 4, 5]);
    expect(state.sent).toEqual([2]);
    expect(waiting()).toBe(1);

    await answer();
    expect(state.sent).toEqual([2, 5]);
    await answer();
    expect(state.sent).toEqual([2, 5]);
    expect(state.cached).toBe(5);
    expect(state.idles).toBe(1);
    expect(state.failures).toEqual([]);
  });

  it("stops a read of the cart on its way before showing a tap", () => {
    const { queue, state } = line(1);
    queue.setQuantity(2);
    queue.setQuantity(3);
    expect(state.cancels).toBe(2);
  });

  it("puts the line back to the last quantity the server confirmed when a request fails", async () => {
    const { queue, state, answer } = line(2);
    queue.setQuantity(3);
    await answer();
    queue.setQuantity(4);
    queue.setQuantity(9);
    await answer();
    const refused = new Error("Only 4 left");
    await answer(refused);
    expect(state.sent).toEqual([3, 4, 9]);
    expect(state.cached).toBe(4);
    expect(state.failures).toEqual([refused]);
  });

  it("puts the line back to where it started when the first request fails, and drops the taps made meanwhile", async () => {
    const { queue, state, answer, waiting } = line(2);
    queue.setQuantity(3);
    queue.setQuantity(4);
    await answer(new Error("offline"));
    expect(state.sent).toEqual([3]);
    expect(state.cached).toBe(2);
    expect(waiting()).toBe(0);
    expect(state.idles).toBe(1);
  });

  it("ignores a tap on a line the cart no longer has", () => {
    const { queue, state } = line(1);
    state.cached = undefined;
    queue.setQuantity(2);
    expect(state.sent).toEqual([]);
    expect(state.shown).toEqual([]);
  });

  it("settle drops the taps not yet sent and resolves once the request on its way is answered", async () => {
    const { queue, state, answer } = line(1);
    queue.setQuantity(2);
    queue.setQuantity(3);
    let settled = false;
    const settling = queue.settle().then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    await answer();
    await settling;
    expect(settled).toBe(true);
    expect(state.sent).toEqual([2]);
  });

  it("a new burst after the queue went idle starts from what the cache holds then", async () => {
    const { queue, state, answer } = line(1);
    queue.setQuantity(2);
    await answer();
    state.cached = 7; // the cart read again after the burst: another tab changed it
    queue.setQuantity(8);
    await answer(new Error("refused"));
    expect(state.cached).toBe(7);
  });
});
