// The one error body every API failure answers with, read by the browser's single API client.
export type ApiErrorBody = {
  error: {
    /** Shown to the shopper (a toast's description, or the whole toast when there is no title). */
    message: string;
    /** A toast title where the rule has one, e.g. 'Expired Promo Code' (docs/product-rules.md#errors-and-toasts). */
    title?: string;
    /** Field path → message, for errors shown under form fields. */
    fields?: Record<string, string>;
  };
};
