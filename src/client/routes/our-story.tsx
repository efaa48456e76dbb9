import { pageMeta } from "~/client/lib/meta";

export const meta = () => pageMeta("Our Story", "One family, one dream: the farmers behind our oils, pulses and grains.");

export default function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-800">One Family, One Dream</h1>
      <p className="mt-3 text-lg">We are a farming family who press our own mustard seed and grow our own pulses and grains.</p>
    </section>
  );
}
