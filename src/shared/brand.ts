import { rupees } from "./money";

// The brand's display name and contact channels. They are configuration: the defaults are
// obviously fake placeholders, to be replaced here (one module) before the shop opens.
export const brand = {
  name: "Demo Farm Foods",
  shortName: "Demo Farm",
  tagline: "Cold-pressed mustard oils, organic pulses and grains from our family's fields",
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

export const launchOffer = { code: "LAUNCH10", percent: 10 } as const;

/**
 * The product-scoped code every database starts with (docs/product-rules.md#promo-codes): these
 * items at these prices, in paise. Staff may change it later; the seed never puts it back.
 */
export const farmFreshOffer = {
  code: "FARMFRESH",
  description: "Farm-fresh prices on our mustard oils and oil bundles",
  itemPrices: { "1": rupees(340), "2": rupees(320), "bundle-2": rupees(660), "bundle-5": rupees(1020) },
} as const satisfies { code: string; description: string; itemPrices: Record<string, number> };
