// Cart reminders' words (docs/decisions/068), without zod, for the pages that only show them.

export const CART_REMINDERS_LABEL = "E-mail me if I leave items in my cart";
export const CART_REMINDERS_HINT = "At most one e-mail per cart, a day after you last changed it. You can turn this off at any time.";
export const CART_REMINDERS_UNSUBSCRIBED_MESSAGE = "You're unsubscribed: we won't e-mail you about items left in your cart.";
