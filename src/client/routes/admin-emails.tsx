import { EmailsTable } from "~/client/features/admin/emails/components/emails-table";

export default function AdminEmails() {
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold text-leaf-800">E-mails</h1>
      <p className="mb-4 text-sm text-earth-900/80">
        An e-mail that cannot be sent is tried again several times, waiting longer each time, before it counts as failed. Resend sends a failed one again. A password reset is never resent: the customer asks for a new link.
      </p>
      <EmailsTable />
    </>
  );
}
