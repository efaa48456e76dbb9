import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { Nutrition } from "~/shared/declarations/declarations";
import { updatedAt } from "./columns";
import { catalogueItems } from "./catalogue";

/**
 * What an item's label declares (docs/product-rules.md#declarations), one row per
 * item; no row or a null is "not declared". FSSAI licence and customer care null mean the seller's.
 */
export const catalogueDeclarations = pgTable("catalogue_declarations", {
  itemId: text("item_id").primaryKey().references(() => catalogueItems.id, { onDelete: "cascade" }),
  manufacturerName: text("manufacturer_name"),
  manufacturerAddress: text("manufacturer_address"),
  /** Null when the manufacturer packs it. */
  packerName: text("packer_name"),
  packerAddress: text("packer_address"),
  marketerName: text("marketer_name"),
  marketerAddress: text("marketer_address"),
  countryOfOrigin: text("country_of_origin"),
  bestBefore: text("best_before"),
  storage: text("storage"),
  ingredients: text("ingredients"),
  nutrition: jsonb("nutrition").$type<Nutrition>(),
  allergens: text("allergens"),
  vegMark: text("veg_mark"),
  fssaiLicence: text("fssai_licence"),
  customerCarePhone: text("customer_care_phone"),
  customerCareEmail: text("customer_care_email"),
  organicScheme: text("organic_scheme"),
  organicBody: text("organic_body"),
  organicCertificate: text("organic_certificate"),
  /** The label's prose in Hindi for the /hi pages; null shows the English (docs/decisions/073-catalogue-text-in-hindi.md). */
  bestBeforeHi: text("best_before_hi"),
  storageHi: text("storage_hi"),
  ingredientsHi: text("ingredients_hi"),
  allergensHi: text("allergens_hi"),
  updatedAt: updatedAt(),
}, (t) => [
  check("catalogue_declarations_manufacturer_check", sql`(${t.manufacturerName} is null) = (${t.manufacturerAddress} is null)`),
  check("catalogue_declarations_packer_check", sql`(${t.packerName} is null) = (${t.packerAddress} is null)`),
  check("catalogue_declarations_marketer_check", sql`(${t.marketerName} is null) = (${t.marketerAddress} is null)`),
  check("catalogue_declarations_veg_mark_check", sql`${t.vegMark} is null or ${t.vegMark} in ('veg', 'non-veg')`),
  check("catalogue_declarations_fssai_check", sql`${t.fssaiLicence} is null or ${t.fssaiLicence} ~ '^[0-9]{14}$'`),
  check("catalogue_declarations_organic_scheme_check", sql`${t.organicScheme} is null or ${t.organicScheme} in ('npop', 'pgs-india')`),
]);
