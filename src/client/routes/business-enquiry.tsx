import { pageMeta } from "~/client/lib/meta";

export const meta = () => pageMeta("Business Enquiry", "Bulk orders and white labelling of mustard oil, pulses and grains for businesses.");

export default function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-800">Business Enquiry</h1>
      <p className="mt-3 text-lg">Bulk orders and white labelling for shops, restaurants and distributors.</p>
    </section>
  );
}
