import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import type { Route } from "./+types/auth";
import { CardPage } from "~/client/components/ui/card-page";
import { Tabs } from "~/client/components/ui/tabs";
import { useGoAfterSignIn } from "~/client/features/auth/api/after-sign-in";
import { useSession } from "~/client/lib/session/use-session";
import { SignInForm } from "~/client/features/auth/components/sign-in-form";
import { SignUpForm } from "~/client/features/auth/components/sign-up-form";
import { pageMeta } from "~/client/lib/meta";
import { brand } from "~/shared/brand";
import { messagesLoader } from "~/client/lib/i18n/catalogs.server";
import { metaI18n } from "~/client/lib/i18n/page-i18n";

export const loader = messagesLoader(["pages/auth", "auth"]);

export const meta = (args: Route.MetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(i18n._(msg`Sign In`), i18n._(msg`Sign in or create an account to order.`));
};

export default function Page() {
  const { user } = useSession();
  const goAfterSignIn = useGoAfterSignIn();
  const { t } = useLingui();
  const shop = brand.name;

  // Someone already signed in has nothing to do here.
  useEffect(() => {
    if (user) goAfterSignIn();
  }, [user, goAfterSignIn]);

  return (
    <CardPage title={t`Welcome`} intro={t`Sign in or create an account to shop, save addresses and track your orders with ${shop}.`} centered>
      <Tabs
        defaultValue="sign-in"
        listLabel={t`Sign in or sign up`}
        panels={[
          { value: "sign-in", label: t`Sign In`, content: <SignInForm /> },
          { value: "sign-up", label: t`Sign Up`, content: <SignUpForm /> },
        ]}
      />
    </CardPage>
  );
}
