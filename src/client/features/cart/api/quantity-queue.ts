/** What a quantity queue needs from one cart line: the cache, the request, and what to do after. */
export type QuantityLine = {
  /** The line's quantity as the cache holds it now; undefined once the line is gone. */
  current: () => number | undefined;
  /** Shows a quantity at once (the line, the summary, the header badge). */
  show: (quantity: number) => void;
  /** Tells the server. */
  send: (quantity: number) => Promise<unknown>;
  /** After a refused or failed request, once the line shows the last confirmed quantity again. */
  failed: (error: unknown) => void;
  /** Before a tap is shown: a read of the cart still on its way must not undo it. */
  cancelReads: () => void;
  /** Once no request is left: the cart is read again, so what is shown is what the server holds. */
  idle: () => Promise<void>;
};

/** Each tap shows at once; one request at a time with the latest quantity, so taps are never dropped or reordered. */
export function quantityQueue(line: QuantityLine) {
  let sending = false;
  let wanted: number | undefined;
  let confirmed = 0;
  let running: Promise<void> = Promise.resolve();

  async function send() {
    sending = true;
    try {
      while (wanted !== undefined) {
        const quantity = wanted;
        wanted = undefined;
        try {
          await line.send(quantity);
          confirmed = quantity;
        } catch (error) {
          wanted = undefined;
          line.show(confirmed);
          line.failed(error);
        }
      }
    } finally {
      sending = false;
      await line.idle();
    }
  }

  return {
    setQuantity(quantity: number): void {
      const current = line.current();
      if (current === undefined) return;
      if (!sending) confirmed = current;
      line.cancelReads();
      wanted = quantity;
      line.show(quantity);
      if (!sending) running = send();
    },
    /** Drops unsent taps and waits for the one in flight, so a removal is never overtaken by a quantity change (404). */
    settle(): Promise<void> {
      wanted = undefined;
      return running;
    },
  };
}
