import { useEffect } from "react";
import { CardPage } from "~/client/components/ui/card-page";
import { Tabs } from "~/client/components/ui/tabs";
import { useGoAfterSignIn } from "~/client/features/auth/api/after-sign-in";
import { useSession } from "~/client/lib/session/use-session";
import { SignInForm } from "~/client/features/auth/components/sign-in-form";
import { SignUpForm } from "~/client/features/auth/components/sign-up-form";
import { pageMeta } from "~/client/lib/meta";
import { brand } from "~/shared/brand";

export const meta = () => pageMeta("Sign In", "Sign in or create an account to order.");

export default function Page() {
  const { user } = useSession();
  const goAfterSignIn = useGoAfterSignIn();

  // Someone already signed in has nothing to do here.
  useEffect(() => {
    if (user) goAfterSignIn();
  }, [user, goAfterSignIn]);

  return (
    <CardPage title="Welcome" intro={`Sign in or create an account to shop, save addresses and track your orders with ${brand.name}.`} centered>
      <Tabs
        defaultValue="sign-in"
        listLabel="Sign in or sign up"
        panels={[
          { value: "sign-in", label: "Sign In", content: <SignInForm /> },
          { value: "sign-up", label: "Sign Up", content: <SignUpForm /> },
        ]}
      />
    </CardPage>
  );
}
