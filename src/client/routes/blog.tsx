import { pageMeta } from "~/client/lib/meta";

export const meta = () => pageMeta("Blog", "Stories from our farm, health notes on mustard oil and pulses, and our campaign news.");

export default function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-800">Our Blog</h1>
      <p className="mt-3 text-lg">Stories from our farm, health notes and campaign news.</p>
    </section>
  );
}
