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

// The founders' cards speak the page's language (the blog catalogue holds them).
export const loader = messagesLoader(["pages/our-campaign", "blog"]);

export const meta = () =>
  pageMeta("Our Campaign", "Part of every purchase supports farming families and work for rural women. Join our four-step membership and earn rewards valid for 30 days.");

export default function Page() {
  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
      <section>
        <h1 className="text-3xl font-bold text-leaf-800">Our Campaign: Every Purchase Feeds a Farm</h1>
        <div className="mt-3 max-w-3xl space-y-3 text-earth-900/90">
          <p>
            We are a farming family, and we sell what our village grows. A share of every order goes back to the farming families who grow mustard, dal and wheat for us,
            paying for better seed, soil testing and training in natural farming.
          </p>
          <p>The campaign also creates work for rural women, who clean our dals by hand, sort seed, label bottles and pack your orders, close to home and on hours that suit them.</p>
        </div>
      </section>
      <Section id="membership" title="Become a Member in Four Steps">
        <p className="mt-1 max-w-3xl text-earth-900/80">
          Every member gets a unique promo code. Friends who use it get a discount, and you earn a commission on their orders. Rewards are valid for 30 days.
        </p>
        <div className="mt-5">
          <MembershipSteps />
        </div>
        <CampaignJoin />
      </Section>
      <Section id="founders" title="Meet the Founders">
        <Carousel label="Founders" className="mt-5" slideClassName="basis-[85%] sm:basis-[52%] lg:basis-[34%]" slides={founders.map((founder) => <FounderCard key={founder.id} founder={founder} />)} />
        <Link to={paths.story.getHref()} className="mt-2 inline-block font-semibold text-leaf-700 underline underline-offset-4">
          Read our story
        </Link>
      </Section>
      <Section id="campaign-blog" title="From the Blog">
        <Carousel
          label="Blog posts"
          className="mt-5"
          autoplayMs={3000}
          slideClassName="basis-[85%] sm:basis-[52%] lg:basis-[34%]"
          slides={posts.map((post) => (
            <PostCard
              key={post.id}
              post={post}
              action={
                <Link to={paths.blog.getHref()} className="font-semibold text-leaf-700 underline underline-offset-4">
                  Read on the blog<span className="sr-only">: {post.title}</span>
                </Link>
              }
            />
          ))}
        />
        <Link to={paths.blog.getHref()} className="mt-2 inline-block font-semibold text-leaf-700 underline underline-offset-4">
          Visit the blog
        </Link>
      </Section>
      <section className="rounded-2xl bg-mustard-50 p-6 text-center">
        <h2 className="text-xl font-bold text-leaf-800">Want to partner with us?</h2>
        <p className="mt-2">Farmer groups, self-help groups and stores: we would love to hear from you.</p>
        <Link to={paths.contact.getHref()} className={buttonClasses({ size: "lg", className: "mt-4" })}>
          Contact Us
        </Link>
      </section>
    </div>
  );
}
