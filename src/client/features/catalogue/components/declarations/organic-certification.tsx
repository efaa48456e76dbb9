import { ORGANIC_SCHEME_LABELS, type ShownDeclarations } from "~/shared/declarations/declarations";

/** "PGS-India certified · PGSI-DL-0417-2026": what stands behind the word Organic, or nothing when the item has no certificate. */
export function OrganicCertification({ declarations, className }: { declarations: ShownDeclarations | null; className?: string }) {
  if (!declarations?.organicScheme || !declarations.organicCertificate) return null;
  return (
    <span className={className}>
      {ORGANIC_SCHEME_LABELS[declarations.organicScheme]} certified · <span className="whitespace-nowrap">No. {declarations.organicCertificate}</span>
    </span>
  );
}
