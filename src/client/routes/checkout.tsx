import { pageMeta } from "~/client/lib/meta";

export const meta = () => pageMeta("Checkout", "Choose a delivery address and place your order.");

export default function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-800">Checkout</h1>
    </section>
  );
}
