import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Route } from "./+types/our-story";
import { founders } from "~/shared/catalog/founders";
import { pageMeta } from "~/client/lib/meta";
import { messagesLoader } from "~/client/lib/i18n/catalogs.server";
import { metaI18n } from "~/client/lib/i18n/page-i18n";
import { FounderCard } from "~/client/features/blog/components/founder-card";
import { Section } from "~/client/components/ui/section";

export const loader = messagesLoader(["pages/our-story", "blog"]);

export const meta = (args: Route.MetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(i18n._(msg`Our Story`), i18n._(msg`Meet the farming family behind our cold-pressed mustard oils and organic dals: four founders, one family, one dream.`));
};

export default function Page() {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
      <section className="max-w-3xl">
        <h1 className="text-3xl font-bold text-leaf-800">{t`About Us`}</h1>
        <p className="mt-3 text-lg text-earth-900/90">
          <Trans>
            Our family has farmed the same fields for three generations. For years we sold our mustard seed to traders and bought refined oil from the market, like everyone
            else. One winter we had a batch of our own seed pressed at the village kolhu, and the whole family agreed: this was the taste we had grown up with.
          </Trans>
        </p>
        <p className="mt-3 text-earth-900/90">
          <Trans>
            We set up our own presses, started growing organic dals alongside the mustard, and began sending bottles to relatives in the city. Their friends asked for more, and
            the shop you see today grew from there.
          </Trans>
        </p>
      </section>
      <Section id="founders" title={t`One Family, One Dream`}>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {founders.map((founder) => (
            <li key={founder.id}>
              <FounderCard founder={founder} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="team" title={t`Our Team`} className="max-w-3xl">
        <p className="mt-3 text-earth-900/90">
          <Trans>
            Behind every order is a small team from our village and the villages around it: farmers who grow our seed and dal, the press operators who run the kolhu and the
            hydraulic press, and the women who clean, sort, label and pack. Many of them have been with us since the first season. When you buy from us, you are buying from all
            of them.
          </Trans>
        </p>
      </Section>
    </div>
  );
}
