import { useLingui } from "@lingui/react/macro";
import { IdlePart } from "~/client/components/ui/lazy-part";

const loadReviewsPanel = () => import("./reviews-panel");

// The tab list's height (reviews-panel's Tabs), kept so the reviews do not push the page when they come.
function Waiting() {
  const { t } = useLingui();
  return (
    <div className="mt-4" aria-busy="true">
      <div aria-hidden="true" className="h-11 rounded-lg bg-mustard-50" />
      <p className="mt-4 py-6 text-center text-earth-900/80">{t`Loading reviews...`}</p>
    </div>
  );
}

/** The product page's reviews, below the product: their code (Radix Tabs, the API client) and first page come once the page is idle. */
export function ReviewsWhenIdle(props: { productId: string; productName: string }) {
  return <IdlePart load={loadReviewsPanel} props={props} waiting={<Waiting />} />;
}
