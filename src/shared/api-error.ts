// The one error body every API failure answers with, read by the browser's single API client.
export type ApiErrorBody = {
  error: {
    /** Shown to the shopper (a toast's description, or the whole toast when there is no title). */
    message: string;
    /** A toast title where SPEC.md §8 gives one, e.g. 'Expired Promo Code'. */
    title?: string;
    /** Field path → message, for errors shown under form fields. */
    fields?: Record<string, string>;
  };
};
