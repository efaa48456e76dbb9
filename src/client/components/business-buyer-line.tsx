/**
 * "Business: {name}, GSTIN {gstin}" on an order bought for a business (docs/product-rules.md#business-buyers),
 * on the customer's order page and the staff's; nothing for a household order.
 */
export function BusinessBuyerLine({ business, className = "text-sm" }: { business: { gstin: string; name: string } | null; className?: string }) {
  if (!business) return null;
  return (
    <p className={className}>
      Business: {business.name}, GSTIN <span className="break-all">{business.gstin}</span>
    </p>
  );
}
