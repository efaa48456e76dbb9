import type { MailMessage } from "~/server/mail/transport";
import { linesMail, type MailLink } from "~/server/mail/lines-mail";
import { say } from "~/server/i18n/language";
import { seller } from "~/shared/brand";
import { ACKNOWLEDGE_WITHIN_HOURS, RESOLVE_WITHIN_DAYS } from "~/shared/complaint";
import type { Lang } from "~/shared/lang";

// What the shopper receives about a ticket: sent through the e-mail queue, in the transaction of the
// change, in the ticket's language (its order's, else the page's it was raised on).

type Ticket = { ticketNumber: string; name: string; email: string; subject: string; language: string };

const signature = `${seller.grievanceOfficer.name}, ${seller.legalName}`;
const langOf = (ticket: Ticket): Lang => (ticket.language === "hi" ? "hi" : "en");

/** To the ticket's shopper by name, in its language, signed by the grievance officer, with a link to the ticket. */
function ticketMail(ticket: Ticket, subject: string, lines: string[], link: MailLink): MailMessage {
  return linesMail({ to: ticket.email, name: ticket.name.trim(), subject, lines: [...lines, "", signature], link, lang: langOf(ticket) });
}

/** Sent at once when a complaint is raised: its number and what happens next. */
export function complaintReceivedMail(ticket: Ticket, followUrl: string): MailMessage {
  const lang = langOf(ticket);
  const values = { ticket: ticket.ticketNumber, subject: ticket.subject, hours: ACKNOWLEDGE_WITHIN_HOURS, days: RESOLVE_WITHIN_DAYS };
  return ticketMail(
    ticket,
    say(lang, "We received your complaint {ticket}", values),
    [
      say(lang, 'We have received your complaint "{subject}". Your ticket number is {ticket}.', values),
      say(lang, "Our grievance officer will acknowledge it within {hours} hours and resolve it within {days} days. Follow it with the ticket number and this e-mail address.", values),
    ],
    { href: followUrl, label: say(lang, "Follow your complaint") },
  );
}

/** A staff reply, word for word. */
export function complaintReplyMail(ticket: Ticket, reply: string, followUrl: string): MailMessage {
  const lang = langOf(ticket);
  const values = { ticket: ticket.ticketNumber, subject: ticket.subject };
  return ticketMail(
    ticket,
    say(lang, "Reply to your complaint {ticket}", values),
    [say(lang, 'Our grievance officer has replied to your complaint {ticket} ("{subject}"):', values), "", reply],
    { href: followUrl, label: say(lang, "See your complaint") },
  );
}

/** When staff close the ticket. */
export function complaintClosedMail(ticket: Ticket, followUrl: string): MailMessage {
  const lang = langOf(ticket);
  const values = { ticket: ticket.ticketNumber, subject: ticket.subject };
  return ticketMail(
    ticket,
    say(lang, "Your complaint {ticket} is closed", values),
    [say(lang, 'We have closed your complaint {ticket} ("{subject}"). If the problem remains, reply to this e-mail or raise a new complaint.', values)],
    { href: followUrl, label: say(lang, "See your complaint") },
  );
}
