import { pageMeta } from "~/client/lib/meta";

export const meta = () => pageMeta("Contact Us", "Get in touch with us by phone, WhatsApp or e-mail.");

export default function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-800">Get in Touch</h1>
      <p className="mt-3 text-lg">Questions about an order or our products? We are happy to help.</p>
    </section>
  );
}
