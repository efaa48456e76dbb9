import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormField } from "~/client/components/ui/form-field";
import { SaveButton } from "~/client/components/ui/save-button";
import { showFieldErrors } from "~/client/lib/field-errors";
import { errorText } from "~/client/lib/format";
import { toast } from "~/client/lib/toast";
import { brand, seller } from "~/shared/brand";
import { ORGANIC_SCHEME_LABELS, ORGANIC_SCHEMES, VEG_MARK_LABELS, VEG_MARKS, type ItemDeclarations } from "~/shared/declarations/declarations";
import { declarationsFieldNames, declarationsFormSchema, declarationsFormValues, type DeclarationsFieldValues, type DeclarationsTextField } from "~/shared/schemas/admin-declarations";
import { useSaveDeclarations } from "../api/declarations";
import { ChoiceField, DeclarationsGroup } from "./declaration-fields";
import { NutritionFields } from "./nutrition-fields";

type Props = { itemId: string; kind: "product" | "bundle"; declarations: ItemDeclarations };

/** The item's label: checked by the shared schema here and on the server, which also refuses to leave a shown item's label incomplete. */
export function DeclarationsForm({ itemId, kind, declarations }: Props) {
  const form = useForm<DeclarationsFieldValues, unknown, ItemDeclarations>({ resolver: zodResolver(declarationsFormSchema) as never, defaultValues: declarationsFormValues(declarations) });
  const save = useSaveDeclarations(itemId);
  const { errors } = form.formState;
  const id = (name: string) => `declarations-${name.replace(".", "-")}`;

  const submit = form.handleSubmit(() => {
    if (save.isPending) return;
    save.mutate(form.getValues(), {
      onSuccess: (saved) => {
        form.reset(declarationsFormValues(saved));
        toast.success("Declarations saved", { description: "Shoppers read them under Product details while the item is shown." });
      },
      onError: (error) => {
        showFieldErrors(form, error, declarationsFieldNames);
        toast.error("Could not save the declarations", { description: errorText(error) });
      },
    });
  });

  const text = (name: DeclarationsTextField, label: string, props: { hint?: string; maxLength?: number; multiline?: boolean; inputMode?: "numeric" | "tel" | "email"; placeholder?: string; lang?: "hi" } = {}) => {
    const { multiline, ...rest } = props;
    const field = { id: id(name), label, error: errors[name]?.message, ...rest, ...form.register(name) };
    return multiline ? <FormField multiline rows={2} className="sm:col-span-2" {...field} /> : <FormField {...field} />;
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-6">
      <DeclarationsGroup legend="Who makes and packs it">
        {text("manufacturerName", "Manufacturer's name", { maxLength: 200 })}
        {text("manufacturerAddress", "Manufacturer's address", { maxLength: 300 })}
        {text("packerName", "Packer's name (optional)", { maxLength: 200, hint: "Leave empty when the manufacturer packs it" })}
        {text("packerAddress", "Packer's address (optional)", { maxLength: 300 })}
        {text("marketerName", "Marketer's name (optional)", { maxLength: 200 })}
        {text("marketerAddress", "Marketer's address (optional)", { maxLength: 300 })}
      </DeclarationsGroup>
      <DeclarationsGroup legend="What is in the pack">
        {text("countryOfOrigin", "Country of origin", { maxLength: 60 })}
        {text("bestBefore", "Best before", { maxLength: 100, hint: "e.g. 9 months from packing" })}
        {text("storage", "Storage (optional)", { maxLength: 200 })}
        <ChoiceField form={form} name="vegMark" id={id("vegMark")} label="Veg or non-veg mark" placeholder="Not declared" values={VEG_MARKS} labels={VEG_MARK_LABELS} />
        {text("ingredients", kind === "bundle" ? "Contents" : "Ingredients", { maxLength: 1000, multiline: true })}
        {text("allergens", "Allergen information (optional)", { maxLength: 300, multiline: true, hint: "e.g. Contains mustard; leave empty when there is nothing to declare" })}
      </DeclarationsGroup>
      <DeclarationsGroup legend="In Hindi (optional)" hint="The Hindi pages show these; where one is empty they show the English.">
        {text("bestBeforeHi", "Best before in Hindi", { maxLength: 100, lang: "hi" })}
        {text("storageHi", "Storage in Hindi", { maxLength: 200, lang: "hi" })}
        {text("ingredientsHi", kind === "bundle" ? "Contents in Hindi" : "Ingredients in Hindi", { maxLength: 1000, multiline: true, lang: "hi" })}
        {text("allergensHi", "Allergen information in Hindi", { maxLength: 300, multiline: true, lang: "hi" })}
      </DeclarationsGroup>
      <NutritionFields form={form} id={id} kind={kind} />
      <DeclarationsGroup legend="Licence and customer care" hint="Leave empty to use the seller's.">
        {text("fssaiLicence", "FSSAI licence no. (optional)", { inputMode: "numeric", maxLength: 14, hint: `The seller's: ${seller.fssaiLicence}` })}
        {text("customerCarePhone", "Customer care phone (optional)", { inputMode: "tel", maxLength: 20, hint: `The seller's: ${brand.phoneDisplay}` })}
        {text("customerCareEmail", "Customer care e-mail (optional)", { inputMode: "email", maxLength: 255, hint: `The seller's: ${brand.supportEmail}` })}
      </DeclarationsGroup>
      <DeclarationsGroup legend="Organic certification" hint="Needed to show the item with the Organic badge.">
        <ChoiceField form={form} name="organicScheme" id={id("organicScheme")} label="Certifying scheme" placeholder="None" values={ORGANIC_SCHEMES} labels={ORGANIC_SCHEME_LABELS} />
        {text("organicCertificate", "Certificate number", { maxLength: 60 })}
        {text("organicBody", "Certifying body or local group (optional)", { maxLength: 200 })}
      </DeclarationsGroup>
      <div>
        <SaveButton pending={save.isPending} pendingLabel="Saving…">
          Save declarations
        </SaveButton>
      </div>
    </form>
  );
}
