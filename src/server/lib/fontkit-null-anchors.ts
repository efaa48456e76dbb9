// fontkit 2.0.4 (the newest) throws "Cannot read properties of null (reading 'xCoordinate')" when
// it meets a NULL anchor in a font's GPOS table, which the OpenType spec allows and Noto Sans
// Gurmukhi has (ਦੁ, ਦੇ): foliojs/fontkit issue 367. Until its fix (pull request 374) is released,
// a mark whose anchor is NULL keeps its place, as HarfBuzz does, which is what that fix does.
import type { Font } from "fontkit";

type Anchor = object | null | undefined;
type GposProcessor = {
  applyAnchor: (markRecord: { markAnchor: Anchor }, baseAnchor: Anchor, baseGlyphIndex: number) => void;
  nullAnchorsSkipped?: true;
};

/** Mends fontkit's GPOS processor, which all fonts share, through the first font that has a GPOS table. */
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
