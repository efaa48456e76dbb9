import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link } from "~/client/components/ui/link";
import { paths } from "~/shared/paths";
import { useSession } from "~/client/lib/session/use-session";

const cards = [
  { title: msg`Premium Mustard Oils`, text: msg`Hydraulic and wood pressed`, href: paths.shop.getHref({ category: "mustard" }) },
  { title: msg`Organic Pulses`, text: msg`Unpolished, hand cleaned dals`, href: paths.shop.getHref({ category: "organic" }) },
  { title: msg`Grains`, text: msg`Kathiya daliya from our fields`, href: paths.shop.getHref({ category: "grains" }) },
  { title: msg`Bundle Deals`, text: msg`Save up to 18%`, href: paths.bundles.getHref() },
];

/** The first word of a full name, if it has one. */
const firstName = (fullName: string | null | undefined) => fullName?.trim().split(/\s+/)[0] || null;

/** Shown only to a signed-in shopper (docs/product-rules.md#public-pages); nothing is rendered for anyone else. */
export function HomeGreeting() {
  const { user } = useSession();
  const { t, i18n } = useLingui();
  if (!user) return null;
  const name = firstName(user.name);
  return (
    <section aria-labelledby="greeting-heading" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="greeting-heading" className="text-2xl font-bold text-leaf-800">
        {/* "Hello, {first word of full name, or there}!" (SPEC) */}
        {name ? t`Hello, ${name}!` : t`Hello, there!`}
      </h2>
      <p className="mt-1 text-earth-900/80">{t`What would you like to stock up on today?`}</p>
      <ul className="mt-5 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.href}>
            <Link to={card.href} className="block h-full rounded-xl border border-mustard-100 bg-mustard-50 p-4 hover:border-leaf-700">
              <span className="block font-bold text-earth-900">{i18n._(card.title)}</span>
              <span className="mt-1 block text-sm text-earth-900/80">{i18n._(card.text)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
