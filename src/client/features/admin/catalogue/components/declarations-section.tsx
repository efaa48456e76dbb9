import { LoadingLine } from "~/client/components/ui/loading-line";
import { declarationsRefusal } from "~/shared/declarations/publish-check";
import type { AdminCatalogueItem } from "~/shared/schemas/admin-catalogue";
import { useItemDeclarations } from "../api/declarations";
import { DeclarationsForm } from "./declarations-form";
import { LoadFailed } from "../../shared/load-failed";

/** The item's label as shoppers read it under "Product details", with what it still lacks before the shop may show it. */
export function DeclarationsSection({ item }: { item: AdminCatalogueItem }) {
  const { data, isPending, isError, refetch } = useItemDeclarations(item.id);
  if (isPending) return <LoadingLine>Loading the declarations…</LoadingLine>;
  if (isError) return <LoadFailed onRetry={refetch}>The declarations could not be loaded.</LoadFailed>;
  const refusal = declarationsRefusal(item, data);
  return (
    <>
      <p role="status" className={`mb-4 text-sm ${refusal ? "font-semibold text-red-700" : "text-leaf-700"}`}>
        {refusal ?? "The label is complete: the shop may show this item."}
      </p>
      <DeclarationsForm key={item.id} itemId={item.id} kind={item.kind} declarations={data} />
    </>
  );
}
