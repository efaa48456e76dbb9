import { useLingui } from "@lingui/react/macro";
import { categoryLabels, type Post } from "~/shared/catalog/posts";
import { formatContentDate } from "~/shared/format";
import { langOfI18n } from "~/client/lib/i18n/page-i18n";
import type { LazyDialogProps } from "~/client/components/ui/lazy-dialog-button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/client/components/ui/dialog";

/** The whole article, loaded when "Read More" opens it (article-dialog.tsx). */
export default function ArticleDialogContent({ post, onOpenChange, onCloseAutoFocus }: LazyDialogProps & { post: Post }) {
  const { t, i18n } = useLingui();
  const readTime = post.readTime;
  const author = i18n._(post.author);
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        <img src={post.image} alt="" width={800} height={450} className="aspect-video w-full rounded-lg object-cover" />
        <p className="mt-4 flex flex-wrap gap-2 text-xs font-semibold">
          <span className="rounded-full bg-mustard-100 px-2 py-0.5 text-mustard-700">{i18n._(categoryLabels[post.category])}</span>
          <time dateTime={post.date}>{formatContentDate(post.date, langOfI18n(i18n))}</time>
          <span>· {t`${readTime} min read`}</span>
        </p>
        <DialogTitle className="mt-2 text-2xl">{i18n._(post.title)}</DialogTitle>
        <DialogDescription>{t`By ${author}`}</DialogDescription>
        <div className="mt-4 space-y-3 leading-relaxed">
          {post.fullContent.map((paragraph) => (
            <p key={paragraph.id}>{i18n._(paragraph)}</p>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
