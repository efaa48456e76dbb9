import type { IndianState } from "~/shared/india";

// A buyer per script with a font of its own (decision 055). `readsBack`: a reader's copy of the text
// gives every letter back (Naskh shares letter skeletons between Urdu letters, so Urdu's does not).
export type ScriptSample = { script: string; family: string; name: string; address: string; city: string; state: IndianState; pincode: string; readsBack: boolean };

export const scriptSamples: ScriptSample[] = [
  { script: "Bengali", family: "NotoSansBengali", name: "রবীন্দ্রনাথ ঠাকুর", address: "৬/৪ দ্বারকানাথ ঠাকুর লেন, জোড়াসাঁকো", city: "কলকাতা", state: "West Bengal", pincode: "700007", readsBack: true },
  { script: "Gurmukhi", family: "NotoSansGurmukhi", name: "ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ", address: "ਮਕਾਨ ਨੰ. 12, ਗੁਰਦੁਆਰਾ ਰੋਡ", city: "ਅੰਮ੍ਰਿਤਸਰ", state: "Punjab", pincode: "143001", readsBack: true },
  { script: "Gujarati", family: "NotoSansGujarati", name: "ભાવિકા પટેલ", address: "૧૨, સ્ટેશન રોડ, નવરંગપુરા", city: "અમદાવાદ", state: "Gujarat", pincode: "380009", readsBack: true },
  { script: "Odia", family: "NotoSansOriya", name: "ପ୍ରିୟଙ୍କା ମହାନ୍ତି", address: "ଘର ନଂ ୧୨, ଜନପଥ", city: "ଭୁବନେଶ୍ୱର", state: "Odisha", pincode: "751001", readsBack: true },
  { script: "Tamil", family: "NotoSansTamil", name: "கவிதா கிருஷ்ணன்", address: "12, கோயில் தெரு, மயிலாப்பூர்", city: "சென்னை", state: "Tamil Nadu", pincode: "600004", readsBack: true },
  { script: "Telugu", family: "NotoSansTelugu", name: "శ్రీనివాస్ రెడ్డి", address: "ఇంటి నం. 12, బంజారా హిల్స్", city: "హైదరాబాద్", state: "Telangana", pincode: "500034", readsBack: true },
  { script: "Kannada", family: "NotoSansKannada", name: "ಶ್ರೀಧರ ಭಟ್", address: "೧೨, ಗಾಂಧಿ ರಸ್ತೆ, ಜಯನಗರ", city: "ಬೆಂಗಳೂರು", state: "Karnataka", pincode: "560011", readsBack: true },
  { script: "Malayalam", family: "NotoSansMalayalam", name: "ശ്രീലക്ഷ്മി നായർ", address: "വീട് നമ്പർ 12, എം.ജി. റോഡ്", city: "തിരുവനന്തപുരം", state: "Kerala", pincode: "695001", readsBack: true },
  { script: "Urdu", family: "NotoNaskhArabic", name: "محمد علی خان", address: "مکان نمبر 12، گلی قاسم جان، بلی ماران", city: "دہلی", state: "Delhi", pincode: "110006", readsBack: false },
];

export const EMOJI = "🙏🏽";

/** What a reader must find in the text: decomposed (a two-part vowel sign is two glyphs), less what draws nothing. */
export const visibleCharacters = (text: string) => [...new Set(text.normalize("NFD").replace(/\s|\u200C|\u200D|\uFE0F|[\u{1F3FB}-\u{1F3FF}]/gu, ""))];
