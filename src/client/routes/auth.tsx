import { pageMeta } from "~/client/lib/meta";

export const meta = () => pageMeta("Sign In", "Sign in or create an account to order.");

export default function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-800">Welcome</h1>
      <p className="mt-3 text-lg">Sign in or create an account to shop, save addresses and track your orders.</p>
    </section>
  );
}
