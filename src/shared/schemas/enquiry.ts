import { z } from "zod";
import { emailSchema, indianMobileSchema, optionalTextSchema, pincodeSchema, textSchema, VALID_EMAIL_MESSAGE } from "./common";

// Business enquiries open a WhatsApp chat with the fields: these schemas serve the forms only.

export const MESSAGE_TOO_LONG = "Message must be less than 1000 characters";

export const businessEnquirySchema = z.object({
  name: textSchema(2, 100, "Name must be at least 2 characters", "Name must be less than 100 characters"),
  contact: indianMobileSchema,
  email: emailSchema(),
  products: textSchema(2, 500, "Please specify the products", "Products must be less than 500 characters"),
  quantity: textSchema(1, 200, "Please specify the quantity"),
  business: textSchema(2, 200, "Please specify your business type"),
  city: textSchema(2, 100, "Please enter city/state"),
  pincode: pincodeSchema,
  message: optionalTextSchema(1000, MESSAGE_TOO_LONG),
});

export type BusinessEnquiryInput = z.input<typeof businessEnquirySchema>;
export type BusinessEnquiry = z.output<typeof businessEnquirySchema>;

export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields";

/** The short dialog on the home page: name, email and phone are required, the message is not. */
export const quickEnquirySchema = z.object({
  name: z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE).max(100, "Name must be less than 100 characters"),
  email: z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE).max(255, "Email must be less than 255 characters").pipe(z.email(VALID_EMAIL_MESSAGE)),
  phone: z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE).pipe(indianMobileSchema),
  message: optionalTextSchema(1000, MESSAGE_TOO_LONG),
});

export type QuickEnquiryInput = z.input<typeof quickEnquirySchema>;
export type QuickEnquiry = z.output<typeof quickEnquirySchema>;
