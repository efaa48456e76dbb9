import { toast } from "~/client/lib/toast";
import { Button, buttonClasses } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { entrantsCsvHref, useEntrants, usePastDraws } from "../api/get-lucky-draw";
import { useDrawWinner } from "../api/draw-winner";
import { errorText } from "~/client/lib/format";
import { formatDateTime } from "~/shared/format";
import { Section } from "~/client/components/ui/section";
import { DataTable } from "~/client/components/ui/data-table";

/** Entrants and the Draw button for one month (Asia/Kolkata), then every past draw. */
export function LuckyDrawPanel({ month, onMonth }: { month: string; onMonth: (month: string) => void }) {
  const entrants = useEntrants(month);
  const draws = usePastDraws();
  const draw = useDrawWinner();
  const alreadyDrawn = draws.data?.find((past) => past.month === month);

  const runDraw = () => {
    if (!window.confirm(`Draw the winner for ${month}? This can be done only once.`)) return;
    draw.mutate(month, {
      onSuccess: (result) => toast.success("Winner drawn", { description: `${result.winner?.name ?? "A customer"} won the draw for ${result.month}.` }),
      onError: (error) => toast.error("Could not draw", { description: errorText(error) }),
    });
  };

  return (
    <div className="space-y-8">
      <section aria-labelledby="entrants-heading" className="space-y-4">
        <div className="flex flex-wrap items-end gap-3">
          <FormField id="draw-month" label="Month" type="month" value={month} onChange={(event) => event.target.value && onMonth(event.target.value)} inputClassName="w-48" />
          <a href={entrantsCsvHref(month)} download className={buttonClasses({ variant: "outline" })}>
            Download entrants CSV
          </a>
          <Button onClick={runDraw} disabled={draw.isPending || Boolean(alreadyDrawn) || !entrants.data?.count}>
            Draw
          </Button>
        </div>
        <h2 id="entrants-heading" className="text-lg font-bold">
          Entrants for {month}: {entrants.data ? entrants.data.count : "…"}
        </h2>
        <p className="text-sm text-earth-900/80">One entry per customer with at least one opted-in order that month that is not cancelled.</p>
        {alreadyDrawn ? (
          <p role="status" className="rounded-md bg-green-50 p-3">
            Drawn {formatDateTime(alreadyDrawn.drawnAt)}: the winner is {alreadyDrawn.winner ? `${alreadyDrawn.winner.name} (${alreadyDrawn.winner.email})` : "an account that no longer exists"}.
          </p>
        ) : null}
        {entrants.isError ? <p role="alert">The entrants could not be loaded.</p> : null}
        {entrants.data && entrants.data.entrants.length > 0 ? (
          <DataTable columns={["Name", "E-mail", { label: "Opted-in orders", className: "text-right" }]}>
            {entrants.data.entrants.map((entrant) => (
              <tr key={entrant.userId} className="border-t border-earth-900/10">
                <td className="px-3 py-2">{entrant.name}</td>
                <td className="break-all px-3 py-2">{entrant.email}</td>
                <td className="px-3 py-2 text-right">{entrant.optedInOrders}</td>
              </tr>
            ))}
          </DataTable>
        ) : null}
      </section>

      <Section id="past-draws" title="Past draws" titleClassName="text-lg font-bold">
        {draws.data && draws.data.length === 0 ? <p className="mt-2">No draws yet.</p> : null}
        <ul className="mt-3 space-y-2">
          {draws.data?.map((past) => (
            <li key={past.id} className="rounded-lg border border-earth-900/15 bg-white p-3 text-sm">
              <span className="font-semibold">{past.month}</span>: {past.winner ? `${past.winner.name} (${past.winner.email})` : "winner's account deleted"} out of {past.entrantCount} entrants, drawn{" "}
              {formatDateTime(past.drawnAt)}
              {past.drawnBy ? ` by ${past.drawnBy}` : ""}
              <span className="block break-all text-xs text-earth-900/70">Entrant list sha256: {past.entrantsHash}</span>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
