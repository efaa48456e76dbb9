import { pageMeta } from "~/client/lib/meta";

export const meta = () => pageMeta("Cold-Pressed Mustard Oils, Organic Pulses & Grains", "Farm-fresh cold-pressed mustard oils, organic dals and grains from our family's fields, delivered across India.");

export default function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-800">Pure from our fields to your kitchen</h1>
      <p className="mt-3 text-lg">Cold-pressed mustard oils, organic pulses and grains, grown and pressed by our family and delivered across India.</p>
    </section>
  );
}
