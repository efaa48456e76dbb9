import { pageMeta } from "~/client/lib/meta";

export const meta = () => pageMeta("Shop", "Shop hydraulic and wood-pressed mustard oils, organic dals and grains.");

export default function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-800">Shop Pure Products</h1>
      <p className="mt-3 text-lg">Mustard oils, organic pulses and grains, straight from our farm.</p>
    </section>
  );
}
