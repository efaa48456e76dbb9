import { pageMeta } from "~/client/lib/meta";

export const meta = () => pageMeta("Lucky Draw Terms", "Terms of the monthly lucky draw for our customers.");

export default function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-800">Lucky Draw Terms & Conditions</h1>
      <p className="mt-3 text-lg">A monthly draw for customers in India aged 18 or over who have made a purchase.</p>
    </section>
  );
}
