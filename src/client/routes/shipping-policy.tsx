import { pageMeta } from "~/client/lib/meta";

export const meta = () => pageMeta("Shipping Policy", "Delivery times and charges within India.");

export default function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-800">Shipping Policy</h1>
      <p className="mt-3 text-lg">We deliver within India in 1 to 9 business days, and the same day in Delhi-NCR.</p>
    </section>
  );
}
