// India's states and union territories as the Government of India spells them, and the Delhi-NCR rule.

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

/** The GST state codes, as a GSTIN starts with them. */
export const GST_STATE_CODES: Record<IndianState, string> = {
  "Jammu and Kashmir": "01",
  "Himachal Pradesh": "02",
  Punjab: "03",
  Chandigarh: "04",
  Uttarakhand: "05",
  Haryana: "06",
  Delhi: "07",
  Rajasthan: "08",
  "Uttar Pradesh": "09",
  Bihar: "10",
  Sikkim: "11",
  "Arunachal Pradesh": "12",
  Nagaland: "13",
  Manipur: "14",
  Mizoram: "15",
  Tripura: "16",
  Meghalaya: "17",
  Assam: "18",
  "West Bengal": "19",
  Jharkhand: "20",
  Odisha: "21",
  Chhattisgarh: "22",
  "Madhya Pradesh": "23",
  Gujarat: "24",
  "Dadra and Nagar Haveli and Daman and Diu": "26",
  Maharashtra: "27",
  Karnataka: "29",
  Goa: "30",
  Lakshadweep: "31",
  Kerala: "32",
  "Tamil Nadu": "33",
  Puducherry: "34",
  "Andaman and Nicobar Islands": "35",
  Telangana: "36",
  "Andhra Pradesh": "37",
  Ladakh: "38",
};

/** The place of supply as an invoice prints it: "Rajasthan (08)"; the name alone for a state not in the list. */
export function placeOfSupply(state: string): string {
  const code = GST_STATE_CODES[state as IndianState];
  return code ? `${state} (${code})` : state;
}

/** Codes of the GST state code list that no state above carries today: a GSTIN may still start with them. */
const OTHER_GST_STATE_CODES: Record<string, string> = {
  "25": "Daman and Diu",
  "28": "Andhra Pradesh (before division)",
  "97": "Other Territory",
};

const STATE_BY_GST_CODE = new Map<string, string>([...Object.entries(GST_STATE_CODES).map(([state, code]) => [code, state] as const), ...Object.entries(OTHER_GST_STATE_CODES)]);

/** The state a GST state code stands for ("07" is Delhi), for 01–38 and 97; undefined for any other code. */
export function stateOfGstCode(code: string): string | undefined {
  return STATE_BY_GST_CODE.get(code);
}
