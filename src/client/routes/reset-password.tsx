import { EmailLinkPage } from "~/client/components/ui/card-page";
import { InvalidLink, ResetPasswordForm } from "~/client/features/auth/components/reset-password-form";
import { pageMeta } from "~/client/lib/meta";

export const meta = () => pageMeta("Reset Password", "Set a new password for your account.");

export default function Page() {
  return (
    <EmailLinkPage
      title="Reset your password"
      intro="Choose a new password for your account."
      incomplete={<InvalidLink message="This reset link is incomplete. Please open the link from the e-mail again, or ask for a new one." />}
    >
      {(token) => <ResetPasswordForm token={token} />}
    </EmailLinkPage>
  );
}
