import { pageMeta } from "~/client/lib/meta";

export const meta = () => pageMeta("Terms of Service", "The terms on which we sell through this shop.");

export default function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-800">Terms of Service</h1>
      <p className="mt-3 text-lg">The terms on which we sell through this shop.</p>
    </section>
  );
}
