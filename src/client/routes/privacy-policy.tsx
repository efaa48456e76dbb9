import { pageMeta } from "~/client/lib/meta";

export const meta = () => pageMeta("Privacy Policy", "How we collect, use and protect your personal information.");

export default function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-800">Privacy Policy</h1>
      <p className="mt-3 text-lg">How we collect, use and protect your personal information.</p>
    </section>
  );
}
