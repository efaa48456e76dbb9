/** "Business: {name}, GSTIN {gstin}" on a business order, for customer and staff; nothing for a household order. */
export function BusinessBuyerLine({ business, className = "text-sm" }: { business: { gstin: string; name: string } | null; className?: string }) {
  if (!business) return null;
  return (
    <p className={className}>
      Business: {business.name}, GSTIN <span className="break-all">{business.gstin}</span>
    </p>
  );
}
