import { ReviewsTable } from "~/client/features/admin/reviews/components/reviews-table";

export default function AdminReviews() {
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold text-leaf-800">Reviews</h1>
      <p className="mb-4 text-sm text-earth-900/80">A hidden review leaves the product's public list, count and average.</p>
      <ReviewsTable />
    </>
  );
}
