import { pageMeta } from "~/client/lib/meta";

export const meta = () => pageMeta("My Account", "Your orders and saved addresses.");

export default function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-800">My Account</h1>
    </section>
  );
}
