import { useSearchParams } from "react-router";
import { InvalidLink, ResetPasswordForm } from "~/client/features/auth/components/reset-password-form";
import { pageMeta } from "~/client/lib/meta";

export const meta = () => pageMeta("Reset Password", "Set a new password for your account.");

export default function Page() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");

  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-800">Reset your password</h1>
      <p className="mt-2">Choose a new password for your account.</p>
      <div className="mt-6 rounded-xl border border-mustard-100 bg-white p-5 shadow-sm sm:p-6">
        {token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <InvalidLink message="This reset link is incomplete. Please open the link from the e-mail again, or ask for a new one." />
        )}
      </div>
    </section>
  );
}
