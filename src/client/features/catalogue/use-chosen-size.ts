import { useSearchParams } from "react-router";
import { useHydrated } from "~/client/components/ui/use-hydrated";
import { chosenSize, type ShownSize } from "~/shared/catalog/sizes";

/**
 * The pack size the page shows, kept in the address (`?size=<SKU>`) so a shared link opens on it;
 * the default without one. The server renders a catalogue page without its query, so the choice applies once hydrated.
 */
export function useChosenSize(sizes: readonly ShownSize[]): [ShownSize | undefined, (size: ShownSize) => void] {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const size = chosenSize(sizes, hydrated ? params.get("size") : null);
  function choose(next: ShownSize) {
    const changed = new URLSearchParams(params);
    // The default size needs no parameter: the plain address stays the canonical one.
    if (next.id === sizes[0]?.id) changed.delete("size");
    else changed.set("size", next.sku);
    setParams(changed, { replace: true, preventScrollReset: true });
  }
  return [size, choose];
}
