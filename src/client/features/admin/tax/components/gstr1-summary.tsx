import { subtractTaxFigures as minus, sumTaxFigures, type Gstr1Return, type TaxFigures } from "~/shared/gstr1";
import { formatRupees } from "~/shared/money";

const taxOf = (figures: TaxFigures) => figures.igstPaise + figures.cgstPaise + figures.sgstPaise;

const same = (a: TaxFigures, b: TaxFigures) => a.taxablePaise === b.taxablePaise && a.igstPaise === b.igstPaise && a.cgstPaise === b.cgstPaise && a.sgstPaise === b.sgstPaise;

/** The tables' net supplies: B2B, B2CL and B2CS (already net of its notes), less the notes listed one by one. */
function tablesNet(gstr1: Gstr1Return): TaxFigures {
  const rates = (documents: readonly { rates: TaxFigures[] }[]) => sumTaxFigures(documents.flatMap((document) => document.rates));
  return minus(sumTaxFigures([rates(gstr1.b2b), rates(gstr1.b2cl), sumTaxFigures(gstr1.b2cs)]), sumTaxFigures([rates(gstr1.cdnr), rates(gstr1.cdnur)]));
}

/** The month's documents in three figures, and whether the tables add up to them to the paisa. */
export function Gstr1Summary({ gstr1 }: { gstr1: Gstr1Return }) {
  const net = minus(gstr1.invoices, gstr1.creditNotes);
  const reconciled = same(tablesNet(gstr1), net) && same(sumTaxFigures([...gstr1.hsnB2b, ...gstr1.hsnB2c]), net);
  const rows = [
    { label: `Invoices (${gstr1.invoices.count})`, figures: gstr1.invoices },
    { label: `Credit notes (${gstr1.creditNotes.count})`, figures: gstr1.creditNotes },
    { label: "Net", figures: net },
  ];
  return (
    <div className="space-y-2">
      <dl className="grid gap-3 sm:grid-cols-3">
        {rows.map((row) => (
          <div key={row.label} className="rounded-lg border border-earth-900/15 bg-white p-3">
            <dt className="text-sm font-semibold">{row.label}</dt>
            <dd className="text-sm">
              Taxable value {formatRupees(row.figures.taxablePaise)}, tax {formatRupees(taxOf(row.figures))}
            </dd>
          </div>
        ))}
      </dl>
      <p role="status" className={reconciled ? "text-sm text-leaf-800" : "text-sm font-semibold text-red-700"}>
        {reconciled ? "The tables add up to the month's invoices less its credit notes, to the paisa." : "The tables do not add up to the month's documents: do not file this return; tell the developers."}
      </p>
    </div>
  );
}
