import type { catalogueDeclarations } from "~/server/db/schema/declarations";
import type { ItemDeclarations, OrganicScheme, Party, VegMark } from "~/shared/declarations/declarations";

// Declarations as the table keeps them (flat columns) and as the rest of the shop reads them.

export type DeclarationsRow = typeof catalogueDeclarations.$inferSelect;
export type NewDeclarationsRow = typeof catalogueDeclarations.$inferInsert;

const party = (name: string | null, address: string | null): Party | null => (name && address ? { name, address } : null);

export function declarationsOfRow(row: DeclarationsRow): ItemDeclarations {
  return {
    manufacturer: party(row.manufacturerName, row.manufacturerAddress),
    packer: party(row.packerName, row.packerAddress),
    marketer: party(row.marketerName, row.marketerAddress),
    countryOfOrigin: row.countryOfOrigin,
    bestBefore: row.bestBefore,
    storage: row.storage,
    ingredients: row.ingredients,
    nutrition: row.nutrition,
    allergens: row.allergens,
    vegMark: row.vegMark as VegMark | null,
    fssaiLicence: row.fssaiLicence,
    customerCarePhone: row.customerCarePhone,
    customerCareEmail: row.customerCareEmail,
    organicScheme: row.organicScheme as OrganicScheme | null,
    organicBody: row.organicBody,
    organicCertificate: row.organicCertificate,
    bestBeforeHi: row.bestBeforeHi,
    storageHi: row.storageHi,
    ingredientsHi: row.ingredientsHi,
    allergensHi: row.allergensHi,
  };
}

export function rowOfDeclarations(itemId: string, { manufacturer, packer, marketer, ...rest }: ItemDeclarations): NewDeclarationsRow {
  return {
    itemId,
    ...rest,
    manufacturerName: manufacturer?.name ?? null,
    manufacturerAddress: manufacturer?.address ?? null,
    packerName: packer?.name ?? null,
    packerAddress: packer?.address ?? null,
    marketerName: marketer?.name ?? null,
    marketerAddress: marketer?.address ?? null,
  };
}
