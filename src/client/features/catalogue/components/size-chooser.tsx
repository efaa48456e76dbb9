import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { ShownSize } from "~/shared/catalog/sizes";
import { cn } from "~/client/components/ui/cn";

type SizeChooserProps = {
  sizes: readonly ShownSize[];
  chosen: ShownSize;
  onChoose: (size: ShownSize) => void;
  /** Names the group for screen readers: "Pack size of Hydraulic Pressed Mustard Oil". */
  itemName: string;
  className?: string;
};

/** The pack sizes as native radio buttons drawn as pills: arrow keys move between them, as a radio group should. */
export function SizeChooser({ sizes, chosen, onChoose, itemName, className }: SizeChooserProps) {
  const { t } = useLingui();
  const name = useId();
  return (
    <fieldset className={cn("flex flex-wrap gap-2", className)}>
      <legend className="mb-1 text-sm font-semibold text-earth-900">
        <Trans>
          Pack size<span className="sr-only"> of {itemName}</span>
        </Trans>
      </legend>
      {sizes.map((size) => (
        <label
          key={size.id}
          className={cn(
            "cursor-pointer rounded-full border px-3 py-1.5 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-leaf-700",
            size.id === chosen.id ? "border-leaf-700 bg-leaf-700 text-white" : "border-earth-900/30 bg-white text-earth-900",
            // Struck through, not faded: a faded chosen pill failed colour contrast (axe).
            !size.inStock && "border-dashed line-through",
          )}
        >
          <input type="radio" name={name} value={size.sku} checked={size.id === chosen.id} onChange={() => onChoose(size)} className="sr-only" />
          {size.label}
          {!size.inStock && <span className="sr-only">{t`, out of stock`}</span>}
        </label>
      ))}
    </fieldset>
  );
}
