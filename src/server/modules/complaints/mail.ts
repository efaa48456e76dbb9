import type { MailMessage } from "~/server/mail/transport";
import { linesMail } from "~/server/mail/lines-mail";
import { seller } from "~/shared/brand";
import { ACKNOWLEDGE_WITHIN_HOURS, RESOLVE_WITHIN_DAYS } from "~/shared/complaint";

// What the shopper receives about a ticket: sent through the e-mail queue, in the transaction of the change.

type Ticket = { ticketNumber: string; name: string; email: string; subject: string };

const greeting = (name: string) => `Hello ${name.trim().split(/\s+/)[0] || "there"},`;
const signature = `${seller.grievanceOfficer.name}, ${seller.legalName}`;

/** Sent at once when a complaint is raised: its number and what happens next. */
export function complaintReceivedMail(ticket: Ticket, followUrl: string): MailMessage {
  return linesMail(
    ticket.email,
    `We received your complaint ${ticket.ticketNumber}`,
    [
      greeting(ticket.name),
      "",
      `We have received your complaint "${ticket.subject}". Your ticket number is ${ticket.ticketNumber}.`,
      `Our grievance officer will acknowledge it within ${ACKNOWLEDGE_WITHIN_HOURS} hours and resolve it within ${RESOLVE_WITHIN_DAYS} days. Follow it with the ticket number and this e-mail address.`,
      "",
      signature,
    ],
    { href: followUrl, label: "Follow your complaint" },
  );
}

/** A staff reply, word for word. */
export function complaintReplyMail(ticket: Ticket, reply: string, followUrl: string): MailMessage {
  return linesMail(
    ticket.email,
    `Reply to your complaint ${ticket.ticketNumber}`,
    [greeting(ticket.name), "", `Our grievance officer has replied to your complaint ${ticket.ticketNumber} ("${ticket.subject}"):`, "", reply, "", signature],
    { href: followUrl, label: "See your complaint" },
  );
}

/** When staff close the ticket. */
export function complaintClosedMail(ticket: Ticket, followUrl: string): MailMessage {
  return linesMail(
    ticket.email,
    `Your complaint ${ticket.ticketNumber} is closed`,
    [greeting(ticket.name), "", `We have closed your complaint ${ticket.ticketNumber} ("${ticket.subject}"). If the problem remains, reply to this e-mail or raise a new complaint.`, "", signature],
    { href: followUrl, label: "See your complaint" },
  );
}
