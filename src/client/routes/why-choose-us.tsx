import { pageMeta } from "~/client/lib/meta";

export const meta = () => pageMeta("Why Choose Us", "Why families across India choose our cold-pressed oils and organic pulses.");

export default function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-800">Why Choose Us</h1>
      <p className="mt-3 text-lg">Cold-pressed, unrefined and tested: what sets our oils, pulses and grains apart.</p>
    </section>
  );
}
