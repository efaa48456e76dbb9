import { useEffect } from "react";
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
    <section className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-center text-3xl font-bold text-leaf-800">Welcome</h1>
      <p className="mt-2 text-center">Sign in or create an account to shop, save addresses and track your orders with {brand.name}.</p>
      <div className="mt-6 rounded-xl border border-mustard-100 bg-white p-5 shadow-sm sm:p-6">
        <Tabs
          defaultValue="sign-in"
          listLabel="Sign in or sign up"
          panels={[
            { value: "sign-in", label: "Sign In", content: <SignInForm /> },
            { value: "sign-up", label: "Sign Up", content: <SignUpForm /> },
          ]}
        />
      </div>
    </section>
  );
}
