import { FileDown } from "lucide-react";
import { buttonClasses } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { LoadingPanel } from "~/client/components/ui/list-states";
import { gstr1JsonHref, useGstr1 } from "../api/get-gstr1";
import { Gstr1Summary } from "./gstr1-summary";
import { Gstr1Tables } from "./gstr1-tables";

/** "2026-10" → "October 2026". */
function monthName(month: string): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return Number.isInteger(year) && number >= 1 && number <= 12 ? `${new Date(Date.UTC(year, number - 1, 1)).toLocaleString("en-IN", { month: "long", timeZone: "UTC" })} ${year}` : month;
}

/** The month picker, then the month's return: its summary, its download and its tables. */
export function Gstr1Panel({ month, onMonth }: { month: string; onMonth: (month: string) => void }) {
  const gstr1 = useGstr1(month);
  const data = gstr1.data;
  const empty = data && data.invoices.count + data.creditNotes.count === 0;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-3">
        <FormField id="gstr1-month" label="Month" type="month" value={month} onChange={(event) => event.target.value && onMonth(event.target.value)} inputClassName="w-48" />
        {data && !empty ? (
          <a href={gstr1JsonHref(month)} download className={buttonClasses({ variant: "outline" })}>
            <FileDown aria-hidden className="size-4" />
            Download JSON for the GST portal
          </a>
        ) : null}
      </div>
      <p className="text-sm text-earth-900/80">
        Every invoice and credit note issued in {monthName(month)} (Asia/Kolkata), as stored when issued. Upload the JSON at the GST portal under Returns, GSTR-1, Prepare offline.
      </p>
      {gstr1.isPending ? <LoadingPanel label={`Loading the GSTR-1 for ${monthName(month)}`} rows={3} rowClassName="h-24" /> : null}
      {gstr1.isError ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
          {gstr1.error.message}
        </p>
      ) : null}
      {empty ? (
        <p role="status" className="rounded-xl bg-mustard-50 px-4 py-8 text-center text-lg font-semibold">
          No invoices or credit notes were issued in {monthName(month)}.
        </p>
      ) : null}
      {data && !empty ? (
        <>
          <Gstr1Summary gstr1={data} />
          <Gstr1Tables gstr1={data} />
        </>
      ) : null}
    </div>
  );
}
