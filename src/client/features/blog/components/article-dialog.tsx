import { lazy, Suspense, useState } from "react";
import type { Post } from "~/shared/catalog/posts";
import { DialogOpener, useDialogOpener } from "~/client/components/ui/deferred-dialog";

const loadContent = () => import("./article-dialog-content");
const ArticleDialogContent = lazy(loadContent);

/** "Read More" opens the whole article in a dialog (SPEC.md §2: a full-article dialog). */
export function ArticleDialog({ post }: { post: Post }) {
  const [open, setOpen] = useState(false);
  const { opener, onCloseAutoFocus } = useDialogOpener();
  return (
    <>
      <DialogOpener
        ref={opener}
        open={open}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadContent()}
        onFocus={() => void loadContent()}
        className="font-semibold text-leaf-700 underline underline-offset-4"
      >
        Read More<span className="sr-only">: {post.title}</span>
      </DialogOpener>
      {open && (
        <Suspense fallback={null}>
          <ArticleDialogContent post={post} onOpenChange={setOpen} onCloseAutoFocus={onCloseAutoFocus} />
        </Suspense>
      )}
    </>
  );
}
