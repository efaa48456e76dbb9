// Cart reminders' words the server says (docs/decisions/068), without zod; the forms' own words are in their catalogue.

export const CART_REMINDERS_UNSUBSCRIBED_MESSAGE = "You're unsubscribed: we won't e-mail you about items left in your cart.";
