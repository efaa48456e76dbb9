import { useState } from "react";
import { posts, type PostCategory } from "~/shared/catalog/posts";
import { pageMeta } from "~/client/lib/meta";
import { cn } from "~/client/components/ui/cn";
import { ArticleDialog } from "~/client/features/blog/components/article-dialog";
import { PostCard } from "~/client/features/blog/components/post-card";
import { Testimonials } from "~/client/features/blog/components/testimonials";
import { NewsletterBox } from "~/client/features/newsletter/components/newsletter-box";

export const meta = () =>
  pageMeta("Blog & Testimonials", "Stories from our farm: cold-pressed mustard oil, unpolished dals, healthy cooking and the campaign that supports farming families.");

const chips: { value: PostCategory | "all"; label: string }[] = [
  { value: "all", label: "All Posts" },
  { value: "Health", label: "Health" },
  { value: "Campaign", label: "Campaign" },
];

export default function Page() {
  const [category, setCategory] = useState<PostCategory | "all">("all");
  const shown = category === "all" ? posts : posts.filter((post) => post.category === category);
  const [featured, ...rest] = shown;

  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold text-leaf-800">From Our Farm Blog</h1>
        <p className="mt-2 max-w-2xl text-earth-900/80">Notes on healthy cooking, traditional pressing and the families behind our food.</p>
        <div role="group" aria-label="Filter posts by category" className="mt-5 flex flex-wrap gap-2">
          {chips.map((chip) => (
            <button
              key={chip.value}
              type="button"
              aria-pressed={category === chip.value}
              onClick={() => setCategory(chip.value)}
              className={cn("rounded-full px-4 py-1.5 text-sm font-semibold", category === chip.value ? "bg-leaf-700 text-white" : "bg-mustard-50 text-earth-900 hover:bg-mustard-100")}
            >
              {chip.label}
            </button>
          ))}
        </div>
      </div>
      {featured && (
        <section aria-label="Featured article">
          <PostCard post={featured} featured headingLevel="h2" action={<ArticleDialog post={featured} />} />
        </section>
      )}
      {rest.length > 0 && (
        <section aria-label="More articles">
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
