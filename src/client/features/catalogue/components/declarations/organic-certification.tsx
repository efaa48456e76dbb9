import { Trans } from "@lingui/react/macro";
import { ORGANIC_SCHEME_LABELS, type ShownDeclarations } from "~/shared/declarations/declarations";

/** "PGS-India certified · PGSI-DL-0417-2026": what stands behind the word Organic, or nothing when the item has no certificate. */
export function OrganicCertification({ declarations, className }: { declarations: ShownDeclarations | null; className?: string }) {
  if (!declarations?.organicScheme || !declarations.organicCertificate) return null;
  const scheme = ORGANIC_SCHEME_LABELS[declarations.organicScheme];
  const certificate = declarations.organicCertificate;
  return (
    <span className={className}>
      <Trans>
        {scheme} certified · <span className="whitespace-nowrap">No. {certificate}</span>
      </Trans>
    </span>
  );
}
