import { Link } from "~/client/components/ui/link";
import { paths } from "~/shared/paths";
import { useSession } from "~/client/lib/session/use-session";

const cards = [
  { title: "Premium Mustard Oils", text: "Hydraulic and wood pressed", href: paths.shop.getHref({ category: "mustard" }) },
  { title: "Organic Pulses", text: "Unpolished, hand cleaned dals", href: paths.shop.getHref({ category: "organic" }) },
  { title: "Grains", text: "Kathiya daliya from our fields", href: paths.shop.getHref({ category: "grains" }) },
  { title: "Bundle Deals", text: "Save up to 18%", href: paths.bundles.getHref() },
];

/** 'Hello, {first word of full name, or there}!' */
export function greetingName(fullName: string | null | undefined): string {
  return fullName?.trim().split(/\s+/)[0] || "there";
}

/** Shown only to a signed-in shopper (docs/product-rules.md#public-pages); nothing is rendered for anyone else. */
export function HomeGreeting() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <section aria-labelledby="greeting-heading" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="greeting-heading" className="text-2xl font-bold text-leaf-800">
        Hello, {greetingName(user.name)}!
      </h2>
      <p className="mt-1 text-earth-900/80">What would you like to stock up on today?</p>
      <ul className="mt-5 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.title}>
            <Link to={card.href} className="block h-full rounded-xl border border-mustard-100 bg-mustard-50 p-4 hover:border-leaf-700">
              <span className="block font-bold text-earth-900">{card.title}</span>
              <span className="mt-1 block text-sm text-earth-900/80">{card.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
