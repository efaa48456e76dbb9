import { useLingui } from "@lingui/react/macro";
import { LoaderCircle, Minus, Plus, Trash2 } from "lucide-react";
import { formatRupees } from "~/shared/money";
import { subtotalOf } from "~/shared/pricing";
import { MAX_LINE_QUANTITY } from "~/shared/cart-line";
import { lineStockNote } from "~/shared/stock";
import { useHydrated } from "~/client/components/ui/use-hydrated";
import { useSingleFlight } from "~/client/lib/use-single-flight";
import { useRemoveCartLine } from "../api/remove-cart-line";
import { useSetLineQuantity } from "../api/set-line-quantity";
import type { CartLine } from "../api/get-cart";
import { lineTitle } from "~/shared/line-title";

const stepButton =
  "inline-flex size-9 items-center justify-center rounded-md border border-mustard-100 bg-white text-leaf-800 hover:bg-mustard-50 disabled:pointer-events-none disabled:opacity-40";

/** The quantity stays within 1..MAX_LINE_QUANTITY and changes at once; the buttons rest while the line is removed. */
export function CartLineItem({ line }: { line: CartLine }) {
  const { setQuantity, settle } = useSetLineQuantity(line.id);
  const removeLine = useRemoveCartLine();
  // The server renders a signed-in cart with its lines (decision 032): until React has taken the
  // page over, a tap would be lost, so the buttons say they are not ready yet.
  const ready = useHydrated();
  const busy = !ready || removeLine.isPending;
  const runOnce = useSingleFlight();
  // A failed removal is logged by its hook (docs/product-rules.md#errors-and-toasts) and the reload shows what the server kept.
  // A quantity change still on its way is answered first, one not yet sent is dropped.
  const remove = () => void runOnce(() => settle().then(() => removeLine.mutateAsync(line.id)).then(ignore, ignore));
  const stockNote = lineStockNote(line);
  const title = lineTitle(line.productName, line.sizeLabel);
  const most = Math.min(MAX_LINE_QUANTITY, line.stockLeft ?? MAX_LINE_QUANTITY);
  const { t } = useLingui();
  const price = formatRupees(line.pricePaise);
  const maxPerLine = MAX_LINE_QUANTITY;

  return (
    <li className="flex gap-3 rounded-xl border border-mustard-100 bg-white p-3 sm:gap-4 sm:p-4" aria-busy={busy} aria-label={title}>
      <img src={line.productImage} alt={title} width={96} height={96} className="size-20 shrink-0 rounded-lg bg-mustard-50 object-contain p-1 sm:size-24" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="font-semibold leading-snug text-earth-900">{title}</h2>
            {line.available && <p className="text-sm text-earth-900/80">{t`${price} each`}</p>}
            {stockNote && <p className="text-sm font-semibold text-red-700">{stockNote}</p>}
          </div>
          <button
            type="button"
            onClick={remove}
            disabled={busy}
            aria-label={t`Remove ${title}`}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-red-700 hover:bg-red-50 disabled:opacity-40"
          >
            {removeLine.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <Trash2 aria-hidden="true" className="size-4" />}
          </button>
        </div>
        {/* A product that left the catalogue or sold out can only be removed (docs/product-rules.md#cart). */}
        {line.available && (
          <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
            <div className="flex items-center gap-2" role="group" aria-label={t`Quantity of ${title}`}>
              <button type="button" className={stepButton} onClick={() => setQuantity(line.quantity - 1)} disabled={busy || line.quantity <= 1} aria-label={t`Decrease quantity`}>
                <Minus aria-hidden="true" className="size-4" />
              </button>
              <output className="w-8 text-center font-semibold" aria-live="polite" aria-label={t`Quantity`}>
                {line.quantity}
              </output>
              <button
                type="button"
                className={stepButton}
                onClick={() => setQuantity(line.quantity + 1)}
                disabled={busy || line.quantity >= most}
                aria-label={t`Increase quantity`}
              >
                <Plus aria-hidden="true" className="size-4" />
              </button>
            </div>
            <p className="font-bold text-leaf-800">
              <span className="sr-only">{t`Line total`} </span>
              {formatRupees(subtotalOf([line]))}
            </p>
          </div>
        )}
        {line.quantity >= MAX_LINE_QUANTITY && <p className="text-xs text-earth-900/80">{t`Up to ${maxPerLine} of one item per order.`}</p>}
      </div>
    </li>
  );
}

function ignore() {}
