// A text split into runs by Unicode script, each drawn in one font (decision 055); "body" is the
// documents' own (Latin, Devanagari, ₹).
export type RunFont = "body" | "bengali" | "gurmukhi" | "gujarati" | "oriya" | "tamil" | "telugu" | "kannada" | "malayalam" | "arabic" | "emoji";

/** `rtl`: a right-to-left run, its text prepared for a shaper that reverses the whole run. */
export type TextRun = { font: RunFont; text: string; rtl: boolean };

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
    String.raw`(?<inherit>[\p{sc=Zinh}\u{1F3FB}-\u{1F3FF}\u{E0020}-\u{E007F}])`,
    String.raw`(?<emoji>[\p{Extended_Pictographic}\p{Regional_Indicator}])`,
    String.raw`(?<letter>\p{L})`,
  ].join("|"),
  "u",
);

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

// fontkit reverses a whole Arabic-script run, numbers too, and mirrors no bracket.
function forReversal(text: string): string {
  return text.replace(digits, (number) => [...number].reverse().join("")).replace(/[()[\]{}<>«»]/g, (bracket) => mirrored[bracket]!);
}

// Spaces and punctuation that lead from a right-to-left run on to other text follow it (bidi rules).
const trailingNeutrals = /[^\p{sc=Arab}\p{sc=Zinh}\p{L}\p{N}]+$/u;

const openerOf: Record<string, string> = { ")": "(", "]": "[", "}": "{", "»": "«" };

/** A closing bracket whose opening one is in the run stays in it. */
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
