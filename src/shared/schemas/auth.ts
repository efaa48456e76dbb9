import { z } from "zod";
import { emailSchema, textSchema, VALID_EMAIL_MESSAGE } from "./common";

// The browser's resolver and the server's auth hooks parse with these same schemas, so a message is written once.

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

const PASSWORD_REQUIRED_MESSAGE = "Password is required";

/** A new password: required, at least MIN_PASSWORD_LENGTH characters. Never trimmed: spaces count. */
export const newPasswordSchema = z
  .string()
  .min(1, PASSWORD_REQUIRED_MESSAGE)
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Password must be less than ${MAX_PASSWORD_LENGTH} characters`);

export const signUpSchema = z.object({
  fullName: textSchema(2, 100, "Full name must be at least 2 characters", "Full name must be less than 100 characters"),
  email: emailSchema("Invalid email address", "Invalid email address"),
  password: newPasswordSchema,
  /** Cart reminders (docs/decisions/068): off unless the box is ticked. */
  cartReminders: z.boolean().optional(),
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema("Invalid email address", "Invalid email address"),
  // An existing password is only required: a rule added later must not lock anyone out.
  password: z.string().min(1, PASSWORD_REQUIRED_MESSAGE).max(MAX_PASSWORD_LENGTH, PASSWORD_REQUIRED_MESSAGE),
});
export type SignInInput = z.input<typeof signInSchema>;

export const forgotPasswordSchema = z.object({
  email: z.string().trim().min(1, "Please enter your email address").max(255, VALID_EMAIL_MESSAGE).pipe(z.email(VALID_EMAIL_MESSAGE)),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, "Please confirm your new password"),
  })
  .refine((values) => values.password === values.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
