import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { Route } from "./+types/blog";
import { categoryLabels, postCategories, posts, type PostCategory } from "~/shared/catalog/posts";
import { pageMeta } from "~/client/lib/meta";
import { messagesLoader } from "~/client/lib/i18n/catalogs.server";
import { metaI18n } from "~/client/lib/i18n/page-i18n";
import { cn } from "~/client/components/ui/cn";
import { ArticleDialog } from "~/client/features/blog/components/article-dialog";
import { PostCard } from "~/client/features/blog/components/post-card";
import { Testimonials } from "~/client/features/blog/components/testimonials";
import { NewsletterBox } from "~/client/features/newsletter/components/newsletter-box";

// The articles and testimonials come with the blog catalogue, the newsletter box with its own.
export const loader = messagesLoader(["pages/blog", "blog", "newsletter"]);

export const meta = (args: Route.MetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(
    i18n._(msg`Blog & Testimonials`),
    i18n._(msg`Stories from our farm: cold-pressed mustard oil, unpolished dals, healthy cooking and the campaign that supports farming families.`),
  );
};

const chips = [{ value: "all", label: msg`All Posts` }, ...postCategories.map((category) => ({ value: category, label: categoryLabels[category] }))] as const;

export default function Page() {
  const { t, i18n } = useLingui();
  const [category, setCategory] = useState<PostCategory | "all">("all");
  const shown = category === "all" ? posts : posts.filter((post) => post.category === category);
  const [featured, ...rest] = shown;

  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold text-leaf-800">{t`From Our Farm Blog`}</h1>
        <p className="mt-2 max-w-2xl text-earth-900/80">{t`Notes on healthy cooking, traditional pressing and the families behind our food.`}</p>
        <div role="group" aria-label={t`Filter posts by category`} className="mt-5 flex flex-wrap gap-2">
          {chips.map((chip) => (
            <button
              key={chip.value}
              type="button"
              aria-pressed={category === chip.value}
              onClick={() => setCategory(chip.value)}
              className={cn("rounded-full px-4 py-1.5 text-sm font-semibold", category === chip.value ? "bg-leaf-700 text-white" : "bg-mustard-50 text-earth-900 hover:bg-mustard-100")}
            >
              {i18n._(chip.label)}
            </button>
          ))}
        </div>
      </div>
      {featured && (
        <section aria-label={t`Featured article`}>
          <PostCard post={featured} featured headingLevel="h2" action={<ArticleDialog post={featured} />} />
        </section>
      )}
      {rest.length > 0 && (
        <section aria-label={t`More articles`}>
          <ul className="grid gap-6 md:grid-cols-3">
            {rest.map((post) => (
              <li key={post.id}>
                <PostCard post={post} headingLevel="h2" action={<ArticleDialog post={post} />} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <Testimonials />
      <NewsletterBox />
    </div>
  );
}
