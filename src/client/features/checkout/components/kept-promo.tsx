import { Trans } from "@lingui/react/macro";
import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import type { KeptPromoCheck } from "../use-checkout-draft";

/** After a reload: a note while the kept code is checked again; a refusal's reason stays, so the order visibly goes without it. */
export function KeptPromo({ check, children }: { check: KeptPromoCheck; children: ReactNode }) {
  if (check.state === "checking") {
    const code = check.code;
    return (
      <p role="status" className="flex items-center gap-2 text-sm">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        <Trans>Checking your promo code {code}...</Trans>
      </p>
    );
  }
  return (
    <>
      {check.state === "refused" && <Refused title={check.title} code={check.code} message={check.message} />}
      {children}
    </>
  );
}

function Refused({ title, code, message }: { title: string; code: string; message: string }) {
  return (
    <p role="alert" className="mb-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      <Trans>
        <strong>{title}:</strong> your promo code {code} was removed. {message}
      </Trans>
    </p>
  );
}
