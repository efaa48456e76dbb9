import type { Post } from "~/shared/catalog/posts";
import { DeferredDialogButton, deferredDialog } from "~/client/components/ui/deferred-dialog";

const article = deferredDialog(() => import("./article-dialog-content"));

/** "Read More" opens the whole article in a dialog (docs/product-rules.md#public-pages). */
export function ArticleDialog({ post }: { post: Post }) {
  return (
    <DeferredDialogButton dialog={article} dialogProps={{ post }} className="font-semibold text-leaf-700 underline underline-offset-4">
      Read More<span className="sr-only">: {post.title}</span>
    </DeferredDialogButton>
  );
}
