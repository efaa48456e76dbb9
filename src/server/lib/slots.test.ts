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
});
