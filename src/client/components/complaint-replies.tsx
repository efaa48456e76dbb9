import { usePageLang } from "~/client/components/ui/link";
import { formatDateTime } from "~/shared/format";

type Reply = { id: string; author: string; createdAt: string; body: string };

/** A ticket's replies, oldest first, as the shopper and staff both read them. */
export function ComplaintReplies({ replies, none }: { replies: readonly Reply[]; none: string }) {
  const lang = usePageLang();
  if (replies.length === 0) return <p className="mt-1 text-sm">{none}</p>;
  return (
    <ol className="mt-2 space-y-3">
      {replies.map((reply) => (
        <li key={reply.id} className="rounded-lg bg-mustard-50 p-3">
          <p className="text-xs text-earth-900/70">
            {reply.author} · {formatDateTime(reply.createdAt, lang)}
          </p>
          <p className="mt-1 whitespace-pre-line break-words">{reply.body}</p>
        </li>
      ))}
    </ol>
  );
}
