import { pageMeta } from "~/client/lib/meta";

export const meta = () => pageMeta("Lab Reports", "What we test our mustard oils for: nutritional profile and FSSAI requirements.");

export default function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-800">Lab Reports</h1>
      <p className="mt-3 text-lg">Every batch is tested before it reaches you.</p>
    </section>
  );
}
