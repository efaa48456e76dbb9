import { msg } from "@lingui/core/macro";
import { MIN_PASSWORD_LENGTH } from "~/shared/schemas/auth";

const minLength = MIN_PASSWORD_LENGTH;

/** Said under a new password, from the same constant the schema checks. */
export const passwordHint = msg`At least ${minLength} characters.`;
