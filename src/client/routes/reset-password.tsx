import { pageMeta } from "~/client/lib/meta";

export const meta = () => pageMeta("Reset Password", "Set a new password for your account.");

export default function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-800">Reset your password</h1>
      <p className="mt-3 text-lg">Choose a new password for your account.</p>
    </section>
  );
}
