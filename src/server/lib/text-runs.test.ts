import { describe, expect, it } from "vitest";
import { fontCovers } from "./pdf-fonts";
import { needsRuns, textRuns } from "./text-runs";

const runsOf = (text: string) => textRuns(text, fontCovers).map(({ font, text, rtl }) => (rtl ? `${font}⇐${text}` : `${font}:${text}`));

describe("a text split into runs by script", () => {
  it("leaves Latin, Devanagari, ₹ and © to the body font, without splitting", () => {
    expect(needsRuns("Kavita Sharma, 12 Karol Bagh — ₹387.00")).toBe(false);
    expect(needsRuns("कविता शर्मा, गली नंबर 4")).toBe(false);
    expect(runsOf("© Demo Farm Foods")).toEqual(["body:© Demo Farm Foods"]);
  });

  it("gives each Indian script its font, with the spaces, digits and dandas between its words", () => {
    expect(runsOf("Kavita (கவிதா கிருஷ்ணன்) 12")).toEqual(["body:Kavita (", "tamil:கவிதா கிருஷ்ணன்) 12"]);
    expect(runsOf("রবীন্দ্রনাথ ঠাকুর। কলকাতা")).toEqual(["bengali:রবীন্দ্রনাথ ঠাকুর। কলকাতা"]);
    expect(runsOf("ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ, ભાવિકા પટેલ")).toEqual(["gurmukhi:ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ, ", "gujarati:ભાવિકા પટેલ"]);
    expect(runsOf("श्री ಶ್ರೀಧರ")).toEqual(["body:श्री ", "kannada:ಶ್ರೀಧರ"]);
  });

  it("keeps an emoji's joiners, skin tone and presentation selector with it, and a keycap's digit", () => {
    expect(runsOf("Kavita 🌶️ 👨‍👩‍👧 🙏🏽")).toEqual(["body:Kavita ", "emoji:🌶️ 👨‍👩‍👧 🙏🏽"]);
    expect(runsOf("Flat 1️⃣ 🇮🇳")).toEqual(["body:Flat ", "emoji:1️⃣ 🇮🇳"]);
    expect(runsOf("🌶️ 12 Karol Bagh")).toEqual(["emoji:🌶️ ", "body:12 Karol Bagh"]);
  });

  it("prepares an Urdu run for a shaper that reverses it: numbers read left to right, brackets mirrored", () => {
    expect(runsOf("محمد علی")).toEqual(["arabic⇐محمد علی"]);
    expect(runsOf("مکان نمبر 12/4، گلی ۱۲")).toEqual(["arabic⇐مکان نمبر 4/21، گلی ۲۱"]);
    expect(runsOf("محمد (علی)")).toEqual(["arabic⇐محمد )علی("]);
  });

  it("ends an Urdu run before the spaces and punctuation that lead on to a left-to-right text", () => {
    expect(runsOf("گلی 4, Karol Bagh (محمد علی)")).toEqual(["arabic⇐گلی 4", "body:, Karol Bagh (", "arabic⇐محمد علی", "body:)"]);
    expect(runsOf("علی، Delhi")).toEqual(["arabic⇐علی", "arabic:،", "body: Delhi"]);
  });
});
