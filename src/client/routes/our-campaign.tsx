import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Route } from "./+types/our-campaign";
import { Link } from "~/client/components/ui/link";
import { founders } from "~/shared/catalog/founders";
import { posts } from "~/shared/catalog/posts";
import { paths } from "~/shared/paths";
import { pageMeta } from "~/client/lib/meta";
import { buttonClasses } from "~/client/components/ui/button";
import { Carousel } from "~/client/components/ui/carousel";
import { FounderCard } from "~/client/features/blog/components/founder-card";
import { PostCard } from "~/client/features/blog/components/post-card";
import { MembershipSteps } from "~/client/components/membership-steps";
import { CampaignJoin } from "~/client/features/membership/components/campaign-join";
import { Section } from "~/client/components/ui/section";
import { messagesLoader } from "~/client/lib/i18n/catalogs.server";
import { metaI18n } from "~/client/lib/i18n/page-i18n";

// The founders' cards and the blog's posts come with the blog catalogue, the membership form with its own.
export const loader = messagesLoader(["pages/our-campaign", "blog", "membership"]);

export const meta = (args: Route.MetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(
    i18n._(msg`Our Campaign`),
    i18n._(msg`Part of every purchase supports farming families and work for rural women. Join our four-step membership and earn rewards valid for 30 days.`),
  );
};

export default function Page() {
  const { t, i18n } = useLingui();
  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
      <section>
        <h1 className="text-3xl font-bold text-leaf-800">{t`Our Campaign: Every Purchase Feeds a Farm`}</h1>
        <div className="mt-3 max-w-3xl space-y-3 text-earth-900/90">
          <p>
            {t`We are a farming family, and we sell what our village grows. A share of every order goes back to the farming families who grow mustard, dal and wheat for us, paying for better seed, soil testing and training in natural farming.`}
          </p>
          <p>{t`The campaign also creates work for rural women, who clean our dals by hand, sort seed, label bottles and pack your orders, close to home and on hours that suit them.`}</p>
        </div>
      </section>
      <Section id="membership" title={t`Become a Member in Four Steps`}>
        <p className="mt-1 max-w-3xl text-earth-900/80">
          {t`Every member gets a unique promo code. Friends who use it get a discount, and you earn a commission on their orders. Rewards are valid for 30 days.`}
        </p>
        <div className="mt-5">
          <MembershipSteps />
        </div>
        <CampaignJoin />
      </Section>
      <Section id="founders" title={t`Meet the Founders`}>
        <Carousel label={t`Founders`} className="mt-5" slideClassName="basis-[85%] sm:basis-[52%] lg:basis-[34%]" slides={founders.map((founder) => <FounderCard key={founder.id} founder={founder} />)} />
        <Link to={paths.story.getHref()} className="mt-2 inline-block font-semibold text-leaf-700 underline underline-offset-4">
          {t`Read our story`}
        </Link>
      </Section>
      <Section id="campaign-blog" title={t`From the Blog`}>
        <Carousel
          label={t`Blog posts`}
          className="mt-5"
          autoplayMs={3000}
          slideClassName="basis-[85%] sm:basis-[52%] lg:basis-[34%]"
          slides={posts.map((post) => (
            <PostCard
              key={post.id}
              post={post}
              action={
                <Link to={paths.blog.getHref()} className="font-semibold text-leaf-700 underline underline-offset-4">
                  <ReadOnTheBlog title={i18n._(post.title)} />
                </Link>
              }
            />
          ))}
        />
        <Link to={paths.blog.getHref()} className="mt-2 inline-block font-semibold text-leaf-700 underline underline-offset-4">
          {t`Visit the blog`}
        </Link>
      </Section>
      <section className="rounded-2xl bg-mustard-50 p-6 text-center">
        <h2 className="text-xl font-bold text-leaf-800">{t`Want to partner with us?`}</h2>
        <p className="mt-2">{t`Farmer groups, self-help groups and stores: we would love to hear from you.`}</p>
        <Link to={paths.contact.getHref()} className={buttonClasses({ size: "lg", className: "mt-4" })}>
          {t`Contact Us`}
        </Link>
      </section>
    </div>
  );
}

function ReadOnTheBlog({ title }: { title: string }) {
  return (
    <Trans>
      Read on the blog<span className="sr-only">: {title}</span>
    </Trans>
  );
}
