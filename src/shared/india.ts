// India's states and union territories, and the Delhi-NCR rule (docs/product-rules.md#saved-addresses,
// PRODUCT.md "India"). Shared: the address form's state list, the address schema and the server's
// pincode directory all use these names, spelt as the Government of India spells them.

export const INDIAN_STATES = [
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chhattisgarh",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
] as const;

export const UNION_TERRITORIES = [
  "Andaman and Nicobar Islands",
  "Chandigarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Jammu and Kashmir",
  "Ladakh",
  "Lakshadweep",
  "Puducherry",
] as const;

export type IndianState = (typeof INDIAN_STATES)[number] | (typeof UNION_TERRITORIES)[number];

export const STATES_AND_UNION_TERRITORIES: readonly IndianState[] = [...INDIAN_STATES, ...UNION_TERRITORIES];

const key = (name: string) => name.trim().toLowerCase().replace(/\s*&\s*/g, " and ").replace(/\s+/g, " ");
const byKey = new Map<string, IndianState>(STATES_AND_UNION_TERRITORIES.map((name) => [key(name), name]));

/** The list's own spelling of a state typed with other capitals, spaces or "&" for "and"; undefined if it is not one. */
export function canonicalStateName(name: string): IndianState | undefined {
  return byKey.get(key(name));
}

/** Delhi-NCR (same-day delivery): every pincode in Delhi and these districts around it. */
export const DELHI_NCR_DISTRICTS = ["Gurugram", "Faridabad", "Gautam Buddha Nagar", "Ghaziabad"] as const;

export function isDelhiNcr(place: { state: string; district: string }): boolean {
  return place.state === "Delhi" || (DELHI_NCR_DISTRICTS as readonly string[]).includes(place.district);
}
