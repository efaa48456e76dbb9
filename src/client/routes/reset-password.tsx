import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Route } from "./+types/reset-password";
import { EmailLinkPage } from "~/client/components/ui/card-page";
import { InvalidLink, ResetPasswordForm } from "~/client/features/auth/components/reset-password-form";
import { pageMeta } from "~/client/lib/meta";
import { messagesLoader } from "~/client/lib/i18n/catalogs.server";
import { metaI18n } from "~/client/lib/i18n/page-i18n";

export const loader = messagesLoader(["pages/reset-password", "auth"]);

export const meta = (args: Route.MetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(i18n._(msg`Reset Password`), i18n._(msg`Set a new password for your account.`));
};

export default function Page() {
  const { t } = useLingui();
  return (
    <EmailLinkPage
      title={t`Reset your password`}
      intro={t`Choose a new password for your account.`}
      incomplete={<InvalidLink message={t`This reset link is incomplete. Please open the link from the e-mail again, or ask for a new one.`} />}
    >
      {(token) => <ResetPasswordForm token={token} />}
    </EmailLinkPage>
  );
}
