import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { cn } from "~/client/components/ui/cn";
import { RatingStars } from "~/client/components/ui/rating-stars";

/** A product or bundle card's frame: the picture on its band, the details, and the actions the page plugs in at the foot. */
export function CardShell({ headingId, media, actions, children }: { headingId: string; media: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-mustard-100 bg-white shadow-sm" aria-labelledby={headingId}>
      <div className="relative bg-mustard-50">{media}</div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        {children}
        {actions && <div className="flex flex-wrap items-center gap-2 pt-2">{actions}</div>}
      </div>
    </article>
  );
}

/** A pill over the picture's corner: the card's badge or its discount. */
export function CornerBadge({ corner, className, children }: { corner: "left" | "right"; className: string; children: ReactNode }) {
  return <span className={cn("absolute top-3 rounded-full px-2.5 py-0.5 text-xs font-semibold text-white", corner === "left" ? "left-3" : "right-3", className)}>{children}</span>;
}

/** The published reviews' average and count; no stars and "No reviews yet" when there are none. */
export function RatingLine({ rating, reviews, className, children }: { rating: number; reviews: number; className: string; children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className={className}>
      {reviews > 0 ? (
        <>
          <RatingStars rating={rating} />
          <span>
            {t`${rating} (${plural(reviews, { one: "# review", other: "# reviews" })})`}
          </span>
        </>
      ) : (
        <span className="text-earth-900/80">{t`No reviews yet`}</span>
      )}
      {children}
    </div>
  );
}
