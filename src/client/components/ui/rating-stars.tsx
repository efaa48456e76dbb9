import { Star } from "lucide-react";

/** Five stars, filled up to the floor of the rating (docs/product-rules.md#public-pages). */
export function RatingStars({ rating, className = "size-4" }: { rating: number; className?: string }) {
  const filled = Math.floor(rating);
  return (
    <span className="inline-flex" role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star key={index} aria-hidden="true" className={`${className} ${index < filled ? "fill-mustard-500 text-mustard-500" : "text-earth-900/40"}`} />
      ))}
    </span>
  );
}
