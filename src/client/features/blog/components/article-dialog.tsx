import { Trans, useLingui } from "@lingui/react/macro";
import type { Post } from "~/shared/catalog/posts";
import { LazyDialogButton } from "~/client/components/ui/lazy-dialog-button";

/** "Read More" opens the whole article in a dialog (docs/product-rules.md#public-pages). */
export function ArticleDialog({ post }: { post: Post }) {
  const { i18n } = useLingui();
  const title = i18n._(post.title);
  return (
    <LazyDialogButton load={() => import("./article-dialog-content")} dialogProps={{ post }} className="font-semibold text-leaf-700 underline underline-offset-4">
      <Trans>
        Read More<span className="sr-only">: {title}</span>
      </Trans>
    </LazyDialogButton>
  );
}
