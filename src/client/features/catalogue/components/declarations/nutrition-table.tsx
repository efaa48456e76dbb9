import { NUTRIENTS, NUTRITION_BASIS_LABELS, type Nutrition } from "~/shared/declarations/declarations";

const figure = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

/** The label's nutrition table: a caption that says per what, and a row per nutrient, the "of which" rows indented. */
export function NutritionTable({ nutrition }: { nutrition: Nutrition }) {
  const per = NUTRITION_BASIS_LABELS[nutrition.basis];
  return (
    <table className="mt-6 w-full max-w-md border-collapse text-sm">
      <caption className="mb-2 text-left font-semibold text-leaf-800">Nutrition information {per} (approximate values)</caption>
      <thead>
        <tr className="border-b-2 border-leaf-700">
          <th scope="col" className="py-1.5 pr-4 text-left font-semibold">
            Nutrient
          </th>
          <th scope="col" className="py-1.5 text-right font-semibold">
            {per.replace(/^per/, "Per")}
          </th>
        </tr>
      </thead>
      <tbody>
        {NUTRIENTS.map((row) => (
          <tr key={row.key} className="border-b border-earth-900/15">
            <th scope="row" className={`py-1.5 pr-4 text-left font-normal ${"sub" in row ? "pl-4" : ""}`}>
              {"sub" in row ? `of which ${row.label.toLowerCase()}` : row.label}
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
