import { rupees } from "./money";

// Configuration: the defaults are obviously fake placeholders, to be replaced before the shop opens.
export const brand = {
  name: "Demo Farm Foods",
  shortName: "Demo Farm",
  /** WhatsApp number in international form without "+", used for wa.me links. */
  whatsappNumber: "910000000000",
  phoneDisplay: "+91 00000 00000",
  phoneHref: "tel:+910000000000",
  supportEmail: "support@example.com",
  social: {
    instagram: "https://www.instagram.com/example",
    facebook: "https://www.facebook.com/example",
    youtube: "https://www.youtube.com/@example",
  },
  socialNetworkName: "Instagram",
} as const;

/** The seller's legal face on invoices, footer and contact page, as Indian e-commerce rules expect. Fake defaults: replace them. */
export const seller = {
  legalName: "Demo Farm Foods Private Limited",
  registeredAddress: {
    lines: ["Plot 0, Example Industrial Area", "Narela"],
    city: "New Delhi",
    state: "Delhi",
    pincode: "110040",
  },
  /** The GST state code of the registered address: Delhi is 07. Invoices use it for CGST + SGST or IGST. */
  stateCode: "07",
  gstin: "07AAACD1234F1Z9",
  /** FSSAI licence numbers are 14 digits. */
  fssaiLicence: "10000000000000",
  grievanceOfficer: {
    name: "A. Example (Grievance Officer)",
    email: "grievance@example.com",
    phoneDisplay: "+91 00000 00001",
    phoneHref: "tel:+910000000001",
  },
  /** Prefixes of invoice and credit-note numbers, DFF/26-27/000001 and DFC/26-27/000001: three letters keep a number within rule 46(b)'s 16 characters. */
  invoicePrefix: "DFF",
  creditNotePrefix: "DFC",
  /** Delivery challans of free replacements, DFD/26-27/000001: their own series in the same format. */
  challanPrefix: "DFD",
} as const;

export const launchOffer = { code: "LAUNCH10", percent: 10 } as const;

/** The product-scoped code every database starts with (prices in paise); the seed never puts back what staff change. */
export const farmFreshOffer = {
  code: "FARMFRESH",
  description: "Farm-fresh prices on our mustard oils and oil bundles",
  itemPrices: { "1": rupees(340), "2": rupees(320), "bundle-2": rupees(660), "bundle-5": rupees(1020) },
} as const satisfies { code: string; description: string; itemPrices: Record<string, number> };

/** "Plot 0, Example Industrial Area, Narela, New Delhi, Delhi 110040". */
export function registeredAddressText(): string {
  const { lines, city, state, pincode } = seller.registeredAddress;
  return [...lines, city, `${state} ${pincode}`].join(", ");
}
