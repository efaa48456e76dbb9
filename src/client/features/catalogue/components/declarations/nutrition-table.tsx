import { useLingui } from "@lingui/react/macro";
import { NUTRIENTS, type Nutrition } from "~/shared/declarations/declarations";
import { nutrientLabels, nutritionBasis } from "./label-words";

const figure = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

/** The label's nutrition table: a caption that says per what, and a row per nutrient, the "of which" rows indented. */
export function NutritionTable({ nutrition }: { nutrition: Nutrition }) {
  const { t, i18n } = useLingui();
  const basis = nutritionBasis[nutrition.basis];
  return (
    <table className="mt-6 w-full max-w-md border-collapse text-sm">
      <caption className="mb-2 text-left font-semibold text-leaf-800">{i18n._(basis.caption)}</caption>
      <thead>
        <tr className="border-b-2 border-leaf-700">
          <th scope="col" className="py-1.5 pr-4 text-left font-semibold">
            {t`Nutrient`}
          </th>
          <th scope="col" className="py-1.5 text-right font-semibold">
            {i18n._(basis.column)}
          </th>
        </tr>
      </thead>
      <tbody>
        {NUTRIENTS.map((row) => (
          <tr key={row.key} className="border-b border-earth-900/15">
            <th scope="row" className={`py-1.5 pr-4 text-left font-normal ${"sub" in row ? "pl-4" : ""}`}>
              {i18n._(nutrientLabels[row.key])}
            </th>
            <td className="py-1.5 text-right tabular-nums">
              {figure.format(nutrition[row.key])} {row.unit}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
