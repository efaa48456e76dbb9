import { pageMeta } from "~/client/lib/meta";

export const meta = () => pageMeta("Our Campaign", "Part of every purchase supports farming families and rural women's employment.");

export default function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-800">Our Campaign</h1>
      <p className="mt-3 text-lg">Part of every purchase goes to farming families and to jobs for rural women.</p>
    </section>
  );
}
