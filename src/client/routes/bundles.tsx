import { pageMeta } from "~/client/lib/meta";

export const meta = () => pageMeta("Bundles", "Healthy bundles of mustard oil, dals and grains at a saving.");

export default function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-800">Healthy Bundles</h1>
      <p className="mt-3 text-lg">Our favourite combinations of oils, dals and grains, packed together at a saving.</p>
    </section>
  );
}
