import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { categoryLabels, type Post } from "~/shared/catalog/posts";
import { formatContentDate } from "~/shared/format";
import { langOfI18n } from "~/client/lib/i18n/page-i18n";

type PostCardProps = {
  post: Pick<Post, "id" | "title" | "excerpt" | "image" | "category" | "date"> & { readTime?: number };
  /** "Read more" control: a dialog trigger on the blog, a link elsewhere. */
  action?: ReactNode;
  featured?: boolean;
  headingLevel?: "h2" | "h3";
};

/** A blog teaser: image, category, date, title, excerpt. */
export function PostCard({ post, action, featured = false, headingLevel: Heading = "h3" }: PostCardProps) {
  const { t, i18n } = useLingui();
  const readTime = post.readTime;
  return (
    <article className={`flex h-full flex-col overflow-hidden rounded-xl border border-mustard-100 bg-white ${featured ? "md:flex-row" : ""}`}>
      <img
        src={post.image}
        alt=""
        width={800}
        height={450}
        // The featured post's picture is the blog's largest paint on a phone: fetched at once.
        loading={featured ? "eager" : "lazy"}
        fetchPriority={featured ? "high" : "auto"}
        decoding="async"
        className={`aspect-video w-full object-cover ${featured ? "md:w-1/2" : ""}`}
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          <span className="rounded-full bg-mustard-100 px-2 py-0.5 text-mustard-700">{i18n._(categoryLabels[post.category])}</span>
          <time dateTime={post.date}>{formatContentDate(post.date, langOfI18n(i18n))}</time>
          {readTime && <span>· {t`${readTime} min read`}</span>}
        </p>
        <Heading className={`font-bold text-earth-900 ${featured ? "text-2xl" : "text-lg"}`}>{i18n._(post.title)}</Heading>
        <p className="text-sm text-earth-900/80">{i18n._(post.excerpt)}</p>
        {action && <div className="mt-auto pt-2">{action}</div>}
      </div>
    </article>
  );
}
