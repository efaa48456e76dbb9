import { z } from "zod";
import { VALID_EMAIL_MESSAGE } from "./common";

// Like the enquiry forms, the contact form opens a WhatsApp chat instead of calling the server.

export const ALL_FIELDS_MESSAGE = "Please fill in all fields";

const required = (max: number, tooLong: string) => z.string().trim().min(1, ALL_FIELDS_MESSAGE).max(max, tooLong);

export const contactSchema = z.object({
  name: required(100, "Name must be less than 100 characters"),
  email: required(255, "Email must be less than 255 characters").pipe(z.email(VALID_EMAIL_MESSAGE)),
  phone: required(15, "Please enter a valid phone number"),
  message: required(1000, "Message must be less than 1000 characters"),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
