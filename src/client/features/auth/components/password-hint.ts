import { MIN_PASSWORD_LENGTH } from "~/shared/schemas/auth";

/** Said under a new password, from the same constant the schema checks. */
export const passwordHint = `At least ${MIN_PASSWORD_LENGTH} characters.`;
