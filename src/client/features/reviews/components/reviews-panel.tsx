import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { LazyPart } from "~/client/components/ui/lazy-part";
import { Tabs } from "~/client/components/ui/tabs";
import { ReviewList } from "./review-list";

type Tab = "read" | "write";

// The form (and react-hook-form with it) is fetched when the shopper opens its tab.
const loadReviewForm = () => import("./review-form").then(({ ReviewForm }) => ({ default: ReviewForm }));

/** The dialog's body: Customer Reviews (default) and Write a Review. */
export default function ReviewsPanel({ productId, productName }: { productId: string; productName: string }) {
  const { t } = useLingui();
  const [tab, setTab] = useState<Tab>("read");
  return (
    <Tabs
      value={tab}
      onValueChange={(value) => setTab(value as Tab)}
      className="mt-4"
      panels={[
        { value: "read", label: t`Customer Reviews`, content: <ReviewList productId={productId} /> },
        // After a successful submission the shopper sees the refreshed list with their review.
        { value: "write", label: t`Write a Review`, content: <LazyPart load={loadReviewForm} props={{ productId, productName, onSubmitted: () => setTab("read") }} /> },
      ]}
    />
  );
}
