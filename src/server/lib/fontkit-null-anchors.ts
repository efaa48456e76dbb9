// fontkit 2.0.4 throws on a NULL GPOS anchor, which OpenType allows and Noto Sans Gurmukhi has
// (foliojs/fontkit issue 367); until its fix (pull request 374) is released, the mark keeps its place.
import type { Font } from "fontkit";

type Anchor = object | null | undefined;
type GposProcessor = {
  applyAnchor: (markRecord: { markAnchor: Anchor }, baseAnchor: Anchor, baseGlyphIndex: number) => void;
  nullAnchorsSkipped?: true;
};

// All fonts share fontkit's GPOS processor: it is mended once, through the first font that has one.
export function skipNullAnchors(font: Font): void {
  const engine = (font as unknown as { _layoutEngine?: { engine?: { GPOSProcessor?: object } } })._layoutEngine?.engine;
  if (!engine?.GPOSProcessor) return;
  const processor = Object.getPrototypeOf(engine.GPOSProcessor) as GposProcessor;
  if (processor.nullAnchorsSkipped) return;
  const applyAnchor = processor.applyAnchor;
  processor.applyAnchor = function (this: GposProcessor, markRecord, baseAnchor, baseGlyphIndex) {
    if (markRecord.markAnchor && baseAnchor) applyAnchor.call(this, markRecord, baseAnchor, baseGlyphIndex);
  };
  processor.nullAnchorsSkipped = true;
}
