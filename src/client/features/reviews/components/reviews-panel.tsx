import { useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/client/components/ui/tabs";
import { ReviewForm } from "./review-form";
import { ReviewList } from "./review-list";

type Tab = "read" | "write";

/** The dialog's body: Customer Reviews (default) and Write a Review. */
export default function ReviewsPanel({ productId, productName }: { productId: string; productName: string }) {
  const [tab, setTab] = useState<Tab>("read");
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="mt-4">
      <TabsList>
        <TabsTrigger value="read">Customer Reviews</TabsTrigger>
        <TabsTrigger value="write">Write a Review</TabsTrigger>
      </TabsList>
      <TabsContent value="read">
        <ReviewList productId={productId} />
      </TabsContent>
      <TabsContent value="write">
        {/* After a successful submission the shopper sees the refreshed list with their review. */}
        <ReviewForm productId={productId} productName={productName} onSubmitted={() => setTab("read")} />
      </TabsContent>
    </Tabs>
  );
}
