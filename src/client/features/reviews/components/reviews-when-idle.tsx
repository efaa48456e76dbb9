import { useEffect, useState } from "react";
import { LazyPart } from "~/client/components/ui/lazy-part";
import { whenIdle } from "~/client/lib/when-idle";

type Props = { productId: string; productName: string };

const loadReviewsPanel = () => import("./reviews-panel");

// The tab list's height (reviews-panel's Tabs), kept so the reviews do not push the page when they come.
const waiting = (
  <div className="mt-4" aria-busy="true">
    <div aria-hidden="true" className="h-11 rounded-lg bg-mustard-50" />
    <p className="mt-4 py-6 text-center text-earth-900/80">Loading reviews...</p>
  </div>
);

/**
 * The product page's reviews, below the product: their code (Radix Tabs, the API client) and their
 * first page are fetched once the page is idle, not with the page (docs/decisions/074-*.md).
 */
export function ReviewsWhenIdle(props: Props) {
  const [shown, setShown] = useState(false);
  useEffect(() => whenIdle(() => setShown(true)), []);
  return shown ? <LazyPart load={loadReviewsPanel} props={props} fallback={waiting} /> : waiting;
}
