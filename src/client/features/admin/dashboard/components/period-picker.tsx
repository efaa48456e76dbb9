import { useState, type FormEvent } from "react";
import { Button } from "~/client/components/ui/button";
import { FieldError, Input, Label, Select } from "~/client/components/ui/input";
import { DASHBOARD_PERIOD_LABELS, DASHBOARD_PERIODS, type DashboardPeriod } from "~/shared/dashboard-period";
import { dashboardQuerySchema } from "~/shared/schemas/admin-dashboard";
import type { DashboardSearch } from "../api/get-dashboard";

/** Chooses the period: a preset applies at once; a range applies when both dates are given and "Show" pressed, checked by the API's own schema. */
export function PeriodPicker({ value, onChange }: { value: DashboardSearch; onChange: (next: DashboardSearch) => void }) {
  const [period, setPeriod] = useState<DashboardPeriod>(value.period);
  const [from, setFrom] = useState(value.from ?? "");
  const [to, setTo] = useState(value.to ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});

  function choose(next: DashboardPeriod) {
    setPeriod(next);
    setErrors({});
    if (next !== "range") onChange({ period: next });
  }

  function showRange(event: FormEvent) {
    event.preventDefault();
    const parsed = dashboardQuerySchema.safeParse({ period: "range", from, to });
    if (parsed.success) return onChange({ period: "range", from, to });
    setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? "from"), issue.message])));
  }

  const dateField = (name: "from" | "to", label: string, current: string, set: (day: string) => void) => (
    <div>
      <Label htmlFor={`dashboard-${name}`}>{label}</Label>
      <Input id={`dashboard-${name}`} type="date" value={current} onChange={(event) => set(event.target.value)} aria-invalid={Boolean(errors[name])} aria-describedby={errors[name] ? `dashboard-${name}-error` : undefined} className="w-44" />
      <FieldError id={`dashboard-${name}-error`} message={errors[name]} />
    </div>
  );

  return (
    <form noValidate onSubmit={showRange} className="flex flex-wrap items-end gap-3">
      <div>
        <Label htmlFor="dashboard-period">Period</Label>
        <Select id="dashboard-period" value={period} onChange={(event) => choose(event.target.value as DashboardPeriod)} className="w-44">
          {DASHBOARD_PERIODS.map((choice) => (
            <option key={choice} value={choice}>
              {DASHBOARD_PERIOD_LABELS[choice]}
            </option>
          ))}
        </Select>
      </div>
      {period === "range" && (
        <>
          {dateField("from", "From", from, setFrom)}
          {dateField("to", "To", to, setTo)}
          <Button type="submit" className="h-11">
            Show these dates
          </Button>
        </>
      )}
    </form>
  );
}
