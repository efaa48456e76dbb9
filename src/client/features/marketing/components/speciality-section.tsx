import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link } from "~/client/components/ui/link";
import { paths } from "~/shared/paths";

const presses = [
  {
    title: msg`Hydraulic Pressed`,
    text: msg`Pressed cold between steel plates: bright, sharp and full of the classic mustard bite.`,
    href: paths.shop.getHref({ category: "mustard", type: "hydraulic" }),
    link: msg`Shop hydraulic pressed oil`,
  },
  {
    title: msg`Wood Pressed`,
    text: msg`Slowly crushed in a wooden kolhu: golden, nutty and gentle, the way our grandparents made it.`,
    href: paths.shop.getHref({ category: "mustard", type: "wood-pressed" }),
    link: msg`Shop wood pressed oil`,
  },
];

export function SpecialitySection() {
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="speciality-heading" className="bg-mustard-50">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="speciality-heading" className="text-2xl font-bold text-leaf-800">
          {t`Our Speciality: Cold-Pressed Mustard Oil`}
        </h2>
        <p className="mt-1 max-w-2xl text-earth-900/80">{t`Two traditional presses, no heat and no chemicals. Choose the taste your kitchen loves.`}</p>
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          {presses.map((press) => (
            <div key={press.href} className="rounded-xl border border-mustard-100 bg-white p-5">
              <h3 className="text-lg font-bold">{i18n._(press.title)}</h3>
              <p className="mt-2 text-sm text-earth-900/80">{i18n._(press.text)}</p>
              <Link to={press.href} className="mt-3 inline-block font-semibold text-leaf-700 underline underline-offset-4">
                {i18n._(press.link)}
              </Link>
            </div>
          ))}
        </div>
        <Link to={paths.whyChooseUs.getHref()} className="mt-5 inline-block font-semibold text-leaf-700 underline underline-offset-4">
          {t`Why choose us?`}
        </Link>
      </div>
    </section>
  );
}
