import type { ComponentProps } from "react";
import { Label } from "./input";

type Choice = { value: string; label: string };

/** A labelled native select whose values are shown by their labels, opening on `empty` (the value "") when given. */
export function LabelledSelect({ id, label, options, empty, ...select }: { id: string; label: string; options: readonly Choice[]; empty?: string } & Omit<ComponentProps<"select">, "id">) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <select id={id} {...select}>
        {empty === undefined ? null : <option value="">{empty}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
