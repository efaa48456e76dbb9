import { z } from "zod";
import { emailSchema } from "./common";

/** Newsletter sign-up (docs/product-rules.md#newsletter): one row per e-mail, compared case-insensitively. */
export const newsletterSchema = z.object({ email: emailSchema() });

export type NewsletterInput = z.input<typeof newsletterSchema>;

export const ALREADY_SUBSCRIBED_MESSAGE = "You're already subscribed";
export const SUBSCRIBED_MESSAGE = "Thanks for subscribing! Look out for recipes and offers in your inbox.";
