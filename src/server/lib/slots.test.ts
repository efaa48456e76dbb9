import { describe, expect, it } from "vitest";
import { createSlots } from "./slots";

describe("slots", () => {
  it("runs at most `size` at once, the rest in the order they came, and every one to its end", async () => {
    const inSlot = createSlots(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, index) =>
        inSlot(async () => {
          started.push(index);
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running -= 1;
          if (index === 3) throw new Error("a failed one frees its slot too");
          return index;
        }).catch((error: Error) => error.message),
      ),
    );
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(results).toEqual([0, 1, 2, "a failed one frees its slot too", 4, 5, 6]);
  });

  it("idle() resolves at once when no slot is taken, else only once the last one taken and every one waiting have ended", async () => {
    const inSlot = createSlots(1);
    let idleSeen = 0;
    await inSlot.idle().then(() => (idleSeen += 1));
    expect(idleSeen).toBe(1);
    const ended: string[] = [];
    let finishFirst = () => {};
    const first = inSlot(() => new Promise<void>((resolve) => (finishFirst = resolve)).then(() => ended.push("first")));
    const second = inSlot(async () => ended.push("second"));
    const idle = inSlot.idle().then(() => ended.push("idle"));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(ended).toEqual([]);
    finishFirst();
    await Promise.all([first, second, idle]);
    expect(ended).toEqual(["first", "second", "idle"]);
  });
});
