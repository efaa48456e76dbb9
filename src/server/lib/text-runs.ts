// A text split into runs that one font each can draw, by Unicode script (decision 055): Latin and
// Devanagari in the documents' own font, each other Indian script, Urdu (Arabic script) and emoji
// in a Noto font of their own. Pure, so it is tested without a PDF.

/** The font a run is drawn in: "body" is the document's own (Latin, Devanagari, ₹). */
export type RunFont = "body" | "bengali" | "gurmukhi" | "gujarati" | "oriya" | "tamil" | "telugu" | "kannada" | "malayalam" | "arabic" | "emoji";

/** `rtl`: a right-to-left run, its text already prepared for a shaper that reverses the whole run. */
export type TextRun = { font: RunFont; text: string; rtl: boolean };

/** Whether `font` has a glyph for `codePoint`. */
export type Covers = (font: RunFont, codePoint: number) => boolean;

const SCRIPT_FONTS = ["bengali", "gurmukhi", "gujarati", "oriya", "tamil", "telugu", "kannada", "malayalam", "arabic"] as const;

const kinds = new RegExp(
  [
    String.raw`(?<bengali>\p{sc=Beng})`,
    String.raw`(?<gurmukhi>\p{sc=Guru})`,
    String.raw`(?<gujarati>\p{sc=Gujr})`,
    String.raw`(?<oriya>\p{sc=Orya})`,
    String.raw`(?<tamil>\p{sc=Taml})`,
    String.raw`(?<telugu>\p{sc=Telu})`,
    String.raw`(?<kannada>\p{sc=Knda})`,
    String.raw`(?<malayalam>\p{sc=Mlym})`,
    String.raw`(?<arabic>\p{sc=Arab})`,
    // Combining marks, joiners, variation selectors, skin tones and tags belong to the run before them.
    String.raw`(?<inherit>[\p{sc=Zinh}\u{1F3FB}-\u{1F3FF}\u{E0020}-\u{E007F}])`,
    String.raw`(?<emoji>[\p{Extended_Pictographic}\p{Regional_Indicator}])`,
    String.raw`(?<letter>\p{L})`,
  ].join("|"),
  "u",
);

/** Any character the body font may not draw: a text without one is drawn as it is. */
const beyondBody = /[\p{sc=Beng}\p{sc=Guru}\p{sc=Gujr}\p{sc=Orya}\p{sc=Taml}\p{sc=Telu}\p{sc=Knda}\p{sc=Mlym}\p{sc=Arab}\p{Extended_Pictographic}\p{Regional_Indicator}]/u;

export const needsRuns = (text: string) => beyondBody.test(text);

type Kind = RunFont | "inherit" | "neutral";

function kindOf(char: string, next: string | undefined, covers: Covers): Kind {
  const groups = kinds.exec(char)?.groups;
  if (!groups) return /^[0-9#*]$/.test(char) && (next === "\uFE0F" || next === "\u20E3") ? "emoji" : "neutral";
  for (const font of SCRIPT_FONTS) if (groups[font]) return font;
  if (groups.inherit) return "inherit";
  // ©, ® and ™ are pictographs the body font has: they stay text unless an emoji presentation is asked for.
  if (groups.emoji) return next === "\uFE0F" || !covers("body", char.codePointAt(0)!) ? "emoji" : "neutral";
  return "body";
}

const digits = /[0-9\u0660-\u0669\u06F0-\u06F9]+(?:[.,:/-][0-9\u0660-\u0669\u06F0-\u06F9]+)*/g;
const mirrored: Record<string, string> = { "(": ")", ")": "(", "[": "]", "]": "[", "{": "}", "}": "{", "<": ">", ">": "<", "«": "»", "»": "«" };

/**
 * fontkit lays an Arabic-script run out right to left by reversing all of it, numbers too, and
 * mirrors no bracket: numbers are reversed here first, so they read left to right, and brackets swapped.
 */
function forReversal(text: string): string {
  return text.replace(digits, (number) => [...number].reverse().join("")).replace(/[()[\]{}<>«»]/g, (bracket) => mirrored[bracket]!);
}

/** Spaces and punctuation after a right-to-left run, which follow it on the line rather than end it (Unicode's bidi rules). */
const trailingNeutrals = /[^\p{sc=Arab}\p{sc=Zinh}\p{L}\p{N}]+$/u;

const openerOf: Record<string, string> = { ")": "(", "]": "[", "}": "{", "»": "«" };

/** A closing bracket whose opening one is in the run stays in it (the bidi rules pair brackets). */
function withoutTrailingNeutrals(text: string): { core: string; tail: string } {
  let tail = trailingNeutrals.exec(text)?.[0] ?? "";
  let core = text.slice(0, text.length - tail.length);
  const unclosed = (opener: string, closer: string) => core.split(opener).length - core.split(closer).length;
  while (tail && openerOf[tail[0]!] && unclosed(openerOf[tail[0]!]!, tail[0]!) > 0) {
    core += tail[0];
    tail = tail.slice(1);
  }
  return { core, tail };
}

/** The runs of `text` in logical order, each in the font that draws its script. */
export function textRuns(text: string, covers: Covers): TextRun[] {
  const runs: TextRun[] = [];
  const push = (font: RunFont, char: string, rtl: boolean) => {
    const last = runs.at(-1);
    if (last?.font === font && last.rtl === rtl) last.text += char;
    else runs.push({ font, text: char, rtl });
  };
  const chars = [...text];
  chars.forEach((char, index) => {
    const kind = kindOf(char, chars[index + 1], covers);
    const current = runs.at(-1);
    let font: RunFont;
    if (kind === "inherit") font = current?.font ?? "body";
    // Noto Emoji has digits and some punctuation, drawn as emoji: only spaces join an emoji run.
    else if (kind === "neutral") font = current && (current.font !== "emoji" || /\s/u.test(char)) && covers(current.font, char.codePointAt(0)!) ? current.font : "body";
    else font = kind;
    push(font, char, font === "arabic" && (kind !== "neutral" || current?.rtl === true));
  });
  const logical = runs.splice(0);
  for (const run of logical) {
    if (!run.rtl) {
      push(run.font, run.text, false);
      continue;
    }
    const { core, tail } = withoutTrailingNeutrals(run.text);
    runs.push({ ...run, text: forReversal(core) });
    for (const char of tail) push(covers("body", char.codePointAt(0)!) ? "body" : "arabic", char, false);
  }
  return runs;
}
