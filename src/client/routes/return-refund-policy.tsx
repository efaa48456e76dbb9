import { pageMeta } from "~/client/lib/meta";

export const meta = () => pageMeta("Return & Refund Policy", "When an item can be returned or refunded.");

export default function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-800">Return & Refund Policy</h1>
      <p className="mt-3 text-lg">Orders cannot be cancelled once placed; damaged, incorrect, expired or improperly sealed items are replaced or refunded.</p>
    </section>
  );
}
