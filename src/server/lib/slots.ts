/** At most `size` at once, first come first served: orders waiting on the invoice counter would otherwise hold every pooled connection (decision 046). */
// `idle()` lets work that can wait (drawing PDFs, decision 050) stand aside until no order is placed or waiting.
export function createSlots(size: number) {
  let busy = 0;
  const waiting: (() => void)[] = [];
  const waitingForIdle: (() => void)[] = [];
  async function inSlot<T>(work: () => Promise<T>): Promise<T> {
    if (busy >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    else busy += 1;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = waiting.shift();
      if (next) next();
      else if (--busy === 0) for (const resolve of waitingForIdle.splice(0)) resolve();
    }
  }
  /** Resolves once no slot is taken (at once if none is). */
  inSlot.idle = (): Promise<void> => (busy === 0 ? Promise.resolve() : new Promise((resolve) => waitingForIdle.push(resolve)));
  return inSlot;
}
