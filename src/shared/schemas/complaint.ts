import { z } from "zod";
import { TICKET_NUMBER_PATTERN } from "../complaint";
import { emailSchema, indianMobileSchema, optionalTextSchema, textSchema } from "./common";
import { pageQuerySchema } from "./admin-common";

// The complaint form, the signed-out lookup and the staff reply: one message per rule, on both sides.

export const COMPLAINT_NAME_MESSAGE = "Please enter your name";
export const COMPLAINT_SUBJECT_MESSAGE = "Please enter a subject of 5 to 120 characters";
export const COMPLAINT_DESCRIPTION_MESSAGE = "Please describe the problem in 20 to 2,000 characters";
export const ORDER_NUMBER_MESSAGE = "Please enter the order number as it appears on your order, e.g. ORD-1700000000000-ABCDEFG";
/** The same words whether the order does not exist or is someone else's: a form never confirms another person's order. */
export const ORDER_NOT_FOUND_MESSAGE = "We could not find this order for your e-mail address";
export const TICKET_NUMBER_MESSAGE = "Please enter the ticket number, e.g. GRV-2026-000001";
/** One answer for a wrong number, a wrong e-mail or both. */
export const COMPLAINT_NOT_FOUND_MESSAGE = "We could not find a complaint with this ticket number and e-mail address";
export const REPLY_MESSAGE = "Please write a reply of 2 to 2,000 characters";

const orderNumberSchema = optionalTextSchema(40, ORDER_NUMBER_MESSAGE).refine((value) => value === undefined || /^ORD-[A-Za-z0-9-]{4,36}$/.test(value), ORDER_NUMBER_MESSAGE);

/** POST /api/complaints. Signed in, the e-mail is the account's, whatever the body says. */
export const raiseComplaintSchema = z.object({
  name: textSchema(2, 100, COMPLAINT_NAME_MESSAGE),
  email: emailSchema(),
  phone: indianMobileSchema,
  orderNumber: orderNumberSchema,
  subject: textSchema(5, 120, COMPLAINT_SUBJECT_MESSAGE),
  description: textSchema(20, 2000, COMPLAINT_DESCRIPTION_MESSAGE),
});
export type RaiseComplaintInput = z.input<typeof raiseComplaintSchema>;
export type RaiseComplaint = z.output<typeof raiseComplaintSchema>;

const ticketNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(TICKET_NUMBER_PATTERN, TICKET_NUMBER_MESSAGE);

/** POST /api/complaints/lookup: following a ticket signed out. */
export const complaintLookupSchema = z.object({ ticketNumber: ticketNumberSchema, email: emailSchema() });
export type ComplaintLookupInput = z.input<typeof complaintLookupSchema>;

export const ticketNumberParamSchema = z.object({ ticketNumber: ticketNumberSchema });

/** POST /api/admin/complaints/:id/replies. */
export const complaintReplySchema = z.object({ body: textSchema(2, 2000, REPLY_MESSAGE) });
export type ComplaintReplyInput = z.input<typeof complaintReplySchema>;

/** GET /api/admin/complaints: the queue, open ones (oldest first) by default. */
export const adminComplaintListQuerySchema = pageQuerySchema.extend({ status: z.enum(["active", "closed"]).default("active") });
export type AdminComplaintListQuery = z.input<typeof adminComplaintListQuerySchema>;
export type AdminComplaintFilter = z.output<typeof adminComplaintListQuerySchema>;
