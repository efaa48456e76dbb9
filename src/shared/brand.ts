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
