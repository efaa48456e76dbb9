import type { UseFormReturn } from "react-hook-form";
import { FormField } from "~/client/components/ui/form-field";
import { DescriptionField, type DescriptionValues } from "./description-field";

// The item's Hindi beside its English (docs/decisions/073-catalogue-text-in-hindi.md): optional,
// the /hi pages show the English while one is blank.

export type HindiTextValues = { nameHi: string; descriptionHi: string; searchTerms: string };

type Props = { form: UseFormReturn<HindiTextValues, unknown, unknown>; id: (name: keyof HindiTextValues) => string };

export function HindiTextFields({ form, id }: Props) {
  const { errors } = form.formState;
  return (
    <>
      <FormField id={id("nameHi")} label="Hindi name (optional)" lang="hi" maxLength={120} hint="Shown on the Hindi pages; blank shows the English name" error={errors.nameHi?.message} {...form.register("nameHi")} />
      <FormField
        id={id("searchTerms")}
        label="Search words (optional)"
        maxLength={300}
        hint="Other spellings shoppers type, e.g. sarson kachi ghani; found on both languages' pages"
        error={errors.searchTerms?.message}
        {...form.register("searchTerms")}
      />
      <DescriptionField form={form as unknown as UseFormReturn<DescriptionValues, unknown, unknown>} name="descriptionHi" id={id("descriptionHi")} label="Hindi description (optional)" lang="hi" />
    </>
  );
}
