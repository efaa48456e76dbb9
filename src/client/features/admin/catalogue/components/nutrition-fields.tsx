import { FormField } from "~/client/components/ui/form-field";
import { NUTRIENTS, NUTRITION_BASES, NUTRITION_BASIS_LABELS } from "~/shared/declarations/declarations";
import { ChoiceField, DeclarationsGroup, type DeclarationsFormApi } from "./declaration-fields";

type Props = { form: DeclarationsFormApi; id: (name: string) => string; kind: "product" | "bundle" };

/** The nutrition table's figures: all of them or none (a bundle's packs carry their own). */
export function NutritionFields({ form, id, kind }: Props) {
  const { errors } = form.formState;
  return (
    <DeclarationsGroup
      legend="Nutrition information"
      hint={kind === "bundle" ? "Optional for a bundle: each pack carries its own table." : "Every figure, per 100 g or per 100 ml; leave them all empty while you do not have them."}
    >
      <ChoiceField form={form} name="nutritionBasis" id={id("nutritionBasis")} label="Figures are" placeholder="Not declared" values={NUTRITION_BASES} labels={NUTRITION_BASIS_LABELS} />
      <div className="grid grid-cols-2 gap-4 sm:col-span-2 sm:grid-cols-3">
        {NUTRIENTS.map((row) => (
          <FormField
            key={row.key}
            id={id(`nutrition.${row.key}`)}
            label={`${row.label} (${row.unit})`}
            inputMode="decimal"
            error={errors.nutrition?.[row.key]?.message}
            {...form.register(`nutrition.${row.key}`)}
          />
        ))}
      </div>
    </DeclarationsGroup>
  );
}
