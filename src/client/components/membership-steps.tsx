import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

const steps = [
  { title: msg`Buy`, text: msg`Order any of our oils, dals, grains or bundles.` },
  { title: msg`Enjoy`, text: msg`Cook with it and taste the difference of pure, cold-pressed food.` },
  { title: msg`Follow & tag`, text: msg`Follow us and post a selfie with your order, tagging our page.` },
  { title: msg`Get rewarded`, text: msg`Receive your own promo code: friends get a discount and you earn a commission. Rewards are valid for 30 days.` },
];

/** The four-step membership flow; with `done`, each step says whether the shopper reached it. */
export function MembershipSteps({ done }: { done?: readonly boolean[] }) {
  const { t, i18n } = useLingui();
  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => {
        const number = index + 1;
        return (
        <li key={step.title.id} className="rounded-xl border border-mustard-100 bg-white p-4">
          <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-mustard-500 font-bold text-earth-900">
            {number}
          </span>
          <h3 className="mt-2 font-bold">
            <span className="sr-only">{t`Step ${number}:`} </span>
            {i18n._(step.title)}
          </h3>
          <p className="mt-1 text-sm text-earth-900/80">{i18n._(step.text)}</p>
          {done && <p className={done[index] ? "mt-2 text-sm font-semibold text-leaf-700" : "mt-2 text-sm text-earth-900/80"}>{done[index] ? t`Done` : t`Not yet`}</p>}
        </li>
        );
      })}
    </ol>
  );
}
