import sharp from "sharp";

// Photos made in the test itself, so each test says exactly what it uploads.

/**
 * A phone-like JPEG stored sideways (EXIF orientation 6) with a camera make and GPS: stored, red
 * on top and blue below; upright, red on the right.
 */
export async function sidewaysJpegWithGps({ width = 1600, height = 1200 } = {}): Promise<Buffer> {
  const halves = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height / 2}" fill="#d00"/><rect y="${height / 2}" width="${width}" height="${height / 2}" fill="#00d"/></svg>`;
  return sharp(Buffer.from(halves))
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: "TestPhone", Model: "Field Camera" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "28/1 36/1 50/1", GPSLongitudeRef: "E", GPSLongitude: "77/1 12/1 30/1" } })
    .toBuffer();
}

/** A plain picture in one of the formats sharp writes. */
export function picture(format: "png" | "webp" | "jpeg" | "gif", { width = 200, height = 150, colour = "#2a7" } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })[format]().toBuffer();
}

const u32 = (n: number) => Buffer.from([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);
const u16 = (n: number) => Buffer.from([n >>> 8, n & 255]);
const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, "latin1"), body]);
};
const fullBox = (type: string, version: number, ...parts: Buffer[]) => box(type, Buffer.from([version, 0, 0, 0]), ...parts);

/** An iPhone-like HEIC as far as a reader can tell without decoding; its data is filler, refused before decoding. */
export function heicFromAPhone({ width = 4032, height = 3024 } = {}): Buffer {
  const meta = (dataOffset: number) =>
    fullBox("meta", 0,
      fullBox("hdlr", 0, u32(0), Buffer.from("pict", "latin1"), Buffer.alloc(12), Buffer.from([0])),
      fullBox("pitm", 0, u16(1)),
      fullBox("iloc", 0, Buffer.from([0x44, 0x00]), u16(1), u16(1), u16(0), u16(1), u32(dataOffset), u32(16)),
      fullBox("iinf", 0, u16(1), fullBox("infe", 2, u16(1), u16(0), Buffer.from("hvc1", "latin1"), Buffer.from([0]))),
      box("iprp",
        box("ipco",
          box("hvcC", Buffer.from([1, 0x01, 0x60, 0, 0, 0, 0x90, 0, 0, 0, 0, 0, 0x5d, 0xf0, 0x00, 0xfc, 0xfd, 0xf8, 0xf8, 0, 0, 0x0f, 0])),
          fullBox("ispe", 0, u32(width), u32(height)),
        ),
        fullBox("ipma", 0, u32(1), u16(1), Buffer.from([2, 0x81, 0x02])),
      ),
    );
  const ftyp = box("ftyp", Buffer.from("heic", "latin1"), u32(0), Buffer.from("mif1heic", "latin1"));
  const dataOffset = ftyp.length + meta(0).length + 8;
  return Buffer.concat([ftyp, meta(dataOffset), box("mdat", Buffer.alloc(16, 1))]);
}

/** A big, busy photo (random noise compresses badly): a few MB, well past the API's usual body limit. */
export function noisyJpeg({ width = 2000, height = 1500 } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#888", noise: { type: "gaussian", mean: 128, sigma: 40 } } }).jpeg({ quality: 95 }).toBuffer();
}
