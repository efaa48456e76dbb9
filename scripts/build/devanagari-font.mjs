// Writes the web's Devanagari font: Noto Sans Devanagari (the PDFs' font, from node_modules) cut
// to the Hindi range and packed as WOFF2 into src/client/fonts/ (gitignored), which app.css names.
// Run by the Vite build and dev server (vite.config.ts), so a fresh clone needs no extra step.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";

/** The Hindi range: Devanagari without the Vedic and other languages' letters, ZWNJ/ZWJ, and the dotted circle shaping uses. Also app.css's unicode-range. */
/** @type {[number, number][]} */
export const HINDI_RANGES = [
  [0x0900, 0x0950],
  [0x0958, 0x095f],
  [0x0964, 0x0970],
  [0x200c, 0x200d],
  [0x25cc, 0x25cc],
];

const faces = [
  { weight: 400, source: "400Regular/NotoSansDevanagari_400Regular.ttf" },
  { weight: 700, source: "700Bold/NotoSansDevanagari_700Bold.ttf" },
];

const hindiText = HINDI_RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join("");

/** Writes each face unless its WOFF2 is newer than its source. @param {string} outDir @returns {Promise<void>} */
export async function buildDevanagariFonts(outDir) {
  const require = createRequire(import.meta.url);
  const packageDir = path.dirname(require.resolve("@expo-google-fonts/noto-sans-devanagari/package.json"));
  mkdirSync(outDir, { recursive: true });
  for (const { weight, source } of faces) {
    const input = path.join(packageDir, source);
    const output = path.join(outDir, `noto-sans-devanagari-${weight}.woff2`);
    if (existsSync(output) && statSync(output).mtimeMs >= statSync(input).mtimeMs) continue;
    writeFileSync(output, await subsetFont(readFileSync(input), hindiText, { targetFormat: "woff2" }));
  }
}
