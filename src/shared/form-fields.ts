// Field limits and messages without zod, so pages paint them without loading zod; the schemas re-export these.

export const PINCODE_MESSAGE = "Please enter a valid 6-digit pincode";

/** Room in a phone input for "+91 98765 43210" and "+91-987-654-3210", so a maxLength never cuts one short. */
export const PHONE_INPUT_MAX = 16;

/** The longest each address field may be typed (the schema's limits; the phone has room for spaces). */
export const addressInputMax = { fullName: 100, phone: PHONE_INPUT_MAX, addressLine1: 255, addressLine2: 255, landmark: 100, city: 100, state: 100, pincode: 6 } as const;

/** Room in the GSTIN input for one typed with spaces, as printed on a certificate ("07 AAACD 1234 F1Z9"). */
export const GSTIN_INPUT_MAX = 20;
export const BUSINESS_NAME_MAX = 100;

export const PROMO_CODE_MAX = 20;
export const EMPTY_PROMO_MESSAGE = "Please enter a promo code";

export const SELECT_ADDRESS_MESSAGE = "Please select a delivery address";

/** An address's state, and a state staff switch deliveries off for, must be one India lists. */
export const STATE_NOT_LISTED_MESSAGE = "Please select a state or union territory";

/** A saved address's state is the pincode's own (the place of supply on its invoice): another one is refused with this. */
export const pincodeStateMessage = (pincode: string, state: string) => `Pincode ${pincode} is in ${state}. Please choose ${state}, or check the pincode.`;

/** Refused at checkout and when saving an address: the pincode's own words, so the shopper knows which address. */
export const notDeliveredMessage = (pincode: string) => `We do not deliver to pincode ${pincode} yet. Please choose another address.`;

/** The review form's limit and its words for a missing rating (the review schema's). */
export const REVIEW_TEXT_MAX = 1000;
export const RATING_REQUIRED_TITLE = "Rating required";
export const RATING_REQUIRED_MESSAGE = "Please select a star rating before submitting";
