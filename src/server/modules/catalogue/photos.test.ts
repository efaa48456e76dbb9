import { readdir } from "node:fs/promises";
import path from "node:path";
import { and, eq, like } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { catalogueItems, catalogueVersion } from "~/server/db/schema/catalogue";
import { bodyOf, errorOf } from "~/server/test/answers";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { heicFromAPhone, noisyJpeg, picture, sidewaysJpegWithGps } from "~/server/test/images";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { shopperWithCart } from "~/server/test/shopper";
import { signUpStaff, type TestUser } from "~/server/test/users";
import { photoFile, photoThumbnail, type CataloguePhoto } from "~/shared/catalog/photos";
import { PHOTO_MAX_BYTES } from "~/shared/schemas/admin-catalogue";
import { HEIC_NOT_SUPPORTED_MESSAGE, NOT_A_PHOTO_MESSAGE } from "./photo-processing";

// Staff photos (docs/decisions/016-product-photos.md): only real pictures are taken, they come out
// upright, without their metadata, at the shop's widths; the shop shows them at once; removing one
// removes its files; every change is audited.

describe("staff upload product photos", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Ravi Staff" }));
  const customer = setUpOnce(() => shop.signUp());

  const mediaDir = () => path.join(shop.env.DATA_DIR, "media");
  /** Every file in media storage, as keys. */
  async function storedFiles(): Promise<string[]> {
    const entries = await readdir(mediaDir(), { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(mediaDir(), path.join(entry.parentPath, entry.name)).split(path.sep).join("/")).sort();
  }
  const upload = (id: string, bytes: Uint8Array, name = "photo.jpg", type = "image/jpeg", user: TestUser = staff) =>
    shop.api(user).admin.catalogue[":id"].photos.$post({ param: { id }, form: { photo: new File([bytes as Uint8Array<ArrayBuffer>], name, { type }) } });
  const remove = (id: string, photoId: string) => shop.api(staff).admin.catalogue[":id"].photos[":photoId"].$delete({ param: { id, photoId } });
  const reorder = (id: string, order: string[]) => shop.api(staff).admin.catalogue[":id"].photos.$put({ param: { id }, json: { order } });
  const shown = async () => bodyOf(shop.api().catalogue.products.$get());
  const media = (url: string) => shop.app.request(url);
  const auditOf = (id: string) => shop.db.select().from(auditLog).where(and(eq(auditLog.entityId, id), like(auditLog.action, "catalogue.photo.%"))).orderBy(auditLog.createdAt);
  const filesOfPhoto = (id: string, photo: CataloguePhoto) =>
    photo.widths.flatMap((width) => photo.formats.map((format) => photoFile({ src: `catalogue/${id}/${photo.id}` }, width, format))).sort();

  it("takes a phone's sideways JPEG: upright, without EXIF or GPS, at 320, 640 and 960 pixels wide, and the shop shows it at once", async () => {
    const answer = await bodyOf(upload("3", await sidewaysJpegWithGps({ width: 1600, height: 1200 })), 201);
    const [photo] = answer.item.photos;
    // Stored 1600 × 1200 and sideways: upright it is 1200 × 1600, made at most 960 wide.
    expect(photo).toMatchObject({ width: 960, height: 1280, widths: [320, 640, 960], src: `/media/catalogue/3/${photo!.id}` });
    expect(photo!.formats).toContain("webp");

    for (const width of photo!.widths) {
      const file = await media(photoFile(photo!, width, "webp"));
      expect(file.status).toBe(200);
      expect(file.headers.get("Content-Type")).toBe("image/webp");
      expect(file.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      const bytes = Buffer.from(await file.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ format: "webp", width, height: Math.round((width * 4) / 3) });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(bytes.includes("TestPhone")).toBe(false);
      // Turned upright: what was the top (red) is now on the right, the bottom (blue) on the left.
      const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
      const middle = Math.floor(info.height / 2);
      const [left, right] = [pixel(Math.round(width * 0.1), middle), pixel(Math.round(width * 0.9), middle)];
      expect(left[2]).toBeGreaterThan(180);
      expect(left[0]).toBeLessThan(60);
      expect(right[0]).toBeGreaterThan(180);
      expect(right[2]).toBeLessThan(60);
    }
    if (photo!.formats.includes("avif")) {
      const avif = await media(photoFile(photo!, 960, "avif"));
      expect(avif.headers.get("Content-Type")).toBe("image/avif");
      expect((await sharp(Buffer.from(await avif.arrayBuffer())).metadata()).exif).toBeUndefined();
    }
    expect(await storedFiles()).toEqual(filesOfPhoto("3", photo!));

    const product = (await shown()).products.find((p) => p.id === "3")!;
    expect(product.photos).toEqual([photo]);
    expect(product.image).toBe("/images/products/3.svg");
  });

  it("never makes a photo wider than it was uploaded", async () => {
    const { item } = await bodyOf(upload("bundle-3", await picture("png", { width: 500, height: 250 }), "pack.png", "image/png"), 201);
    expect(item.photos[0]).toMatchObject({ width: 500, height: 250, widths: [320, 500] });
    const bundle = (await shown()).bundles.find((b) => b.id === "bundle-3")!;
    expect(bundle.photos?.[0]?.id).toBe(item.photos[0]!.id);
    expect(bundle.images).toEqual(["/images/bundles/3.svg"]);
  });

  it("refuses a text file named .jpg with a clear message, and stores nothing", async () => {
    const before = await storedFiles();
    const answer = await upload("4", new TextEncoder().encode("Not a photo at all, only words.\n".repeat(20)), "holiday.jpg", "image/jpeg");
    expect(answer.status).toBe(400);
    expect(await errorOf(answer)).toMatchObject({ message: NOT_A_PHOTO_MESSAGE, fields: { photo: NOT_A_PHOTO_MESSAGE } });
    expect(await storedFiles()).toEqual(before);
    const [row] = await shop.db.select({ photos: catalogueItems.photos }).from(catalogueItems).where(eq(catalogueItems.id, "4"));
    expect(row!.photos).toEqual([]);
    expect(await auditOf("4")).toEqual([]);
  });

  it("refuses pictures that are not photos staff may upload (a GIF, an SVG), whatever they are called", async () => {
    const gif = await upload("4", await picture("gif"), "photo.jpg", "image/jpeg");
    expect((await errorOf(gif)).message).toBe(NOT_A_PHOTO_MESSAGE);
    const svg = await upload("4", new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), "photo.png", "image/png");
    expect(svg.status).toBe(400);
    expect((await errorOf(svg)).message).toBe(NOT_A_PHOTO_MESSAGE);
  });

  it("says plainly that a HEIC straight from an iPhone cannot be read here (sharp's prebuilt binaries have no HEVC decoder)", async () => {
    const before = await storedFiles();
    const answer = await upload("4", heicFromAPhone(), "IMG_0001.HEIC", "image/heic");
    expect(answer.status).toBe(400);
    expect((await errorOf(answer)).message).toBe(HEIC_NOT_SUPPORTED_MESSAGE);
    expect(await storedFiles()).toEqual(before);
  });

  it("takes a photo of several MB: the upload route has its own body limit, far above the API's 32 KB", async () => {
    const big = await noisyJpeg();
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const { item } = await bodyOf(upload("8", big), 201);
    expect(item.photos[0]).toMatchObject({ width: 960, height: 720, widths: [320, 640, 960] });
  });

  it("refuses an upload past its own limit with 413, before reading it, and a missing file with 400", async () => {
    const before = await storedFiles();
    const tooLarge = await upload("4", new Uint8Array(PHOTO_MAX_BYTES + 200 * 1024), "huge.jpg");
    expect(tooLarge.status).toBe(413);
    expect((await errorOf(tooLarge)).message).toBe("This request is too large.");
    expect(await storedFiles()).toEqual(before);

    const missing = await shop.request("POST", "/api/admin/catalogue/4/photos", { cookie: staff.cookie, body: { photo: "x" } });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).message).toBe("Choose a photo to upload");
  });

  it("keeps the API's small body limit everywhere else, the photo route's own path aside", async () => {
    const big = "x".repeat(64 * 1024);
    const edit = await shop.request("PUT", "/api/admin/catalogue/4", { cookie: staff.cookie, body: { name: big } });
    expect(edit.status).toBe(413);
    const stock = await shop.request("POST", "/api/admin/catalogue/4/stock", { cookie: staff.cookie, body: { note: big } });
    expect(stock.status).toBe(413);
  });

  it("gives a customer the back office's 404 and stores nothing", async () => {
    const before = await storedFiles();
    const answer = await upload("4", await picture("jpeg"), "photo.jpg", "image/jpeg", customer);
    expect(answer.status).toBe(404);
    const unknown = await shop.request("GET", "/api/no-such-path", { cookie: customer.cookie });
    expect(await answer.json()).toEqual(await unknown.json());
    expect(await storedFiles()).toEqual(before);
  });

  it("audits adding, reordering and removing; the cover is first in the shop and on cart lines; removing deletes the files", async () => {
    const first = (await bodyOf(upload("5", await picture("jpeg", { width: 1000, height: 1000, colour: "#a50" })), 201)).item.photos[0]!;
    const second = (await bodyOf(upload("5", await picture("webp", { width: 800, height: 600, colour: "#05a" }), "side.webp", "image/webp"), 201)).item.photos[1]!;
    expect((await shown()).products.find((p) => p.id === "5")!.photos!.map((p) => p.id)).toEqual([first.id, second.id]);

    const again = await upload("5", await picture("jpeg", { width: 1000, height: 1000, colour: "#a50" }));
    expect(again.status).toBe(409);

    const { user } = await shopperWithCart(shop, ["5"]);
    expect((await bodyOf(shop.api(user).cart.$get())).lines[0]!.productImage).toBe(photoThumbnail(first));

    const reordered = await bodyOf(reorder("5", [second.id, first.id]));
    expect(reordered.item.photos.map((p) => p.id)).toEqual([second.id, first.id]);
    expect((await shown()).products.find((p) => p.id === "5")!.photos![0]!.id).toBe(second.id);
    expect((await bodyOf(shop.api(user).cart.$get())).lines[0]!.productImage).toBe(photoThumbnail(second));
    const stale = await reorder("5", [first.id]);
    expect(stale.status).toBe(409);

    const removed = await bodyOf(remove("5", first.id));
    expect(removed.item.photos.map((p) => p.id)).toEqual([second.id]);
    const files = await storedFiles();
    expect(files.filter((key) => key.includes(first.id))).toEqual([]);
    expect(files.filter((key) => key.includes(second.id))).toEqual(filesOfPhoto("5", second));
    expect((await media(photoFile(first, first.widths[0]!, "webp"))).status).toBe(404);
    expect((await remove("5", first.id)).status).toBe(404);

    const entries = await auditOf("5");
    expect(entries.map((entry) => entry.action)).toEqual(["catalogue.photo.add", "catalogue.photo.add", "catalogue.photo.reorder", "catalogue.photo.remove"]);
    expect(entries.every((entry) => entry.actorUserId === staff.id && entry.entity === "catalogue_item")).toBe(true);
    expect(entries[2]).toMatchObject({ before: { photos: [first.id, second.id] }, after: { photos: [second.id, first.id] } });
    expect(entries[3]).toMatchObject({ before: { removed: { id: first.id } }, after: { photos: [second.id] } });
  });

  it("keeps the small picture a past order shows when its photo is removed, and nothing else of it", async () => {
    const photo = (await bodyOf(upload("6", await picture("jpeg", { width: 900, height: 900, colour: "#6a2" })), 201)).item.photos[0]!;
    const { user, address } = await shopperWithCart(shop, ["6"]);
    const placed = await bodyOf(placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: newKey() }), 201);
    expect(placed.order.items[0]!.productImage).toBe(photoThumbnail(photo));

    await bodyOf(remove("6", photo.id));
    expect((await storedFiles()).filter((key) => key.includes(photo.id))).toEqual([`catalogue/6/${photo.id}-320.webp`]);
    expect((await media(photoThumbnail(photo))).status).toBe(200);
    expect((await shown()).products.find((p) => p.id === "6")!.photos).toEqual([]);
  });

  it("moves the catalogue's version with every photo change, so other server processes show it within a second", async () => {
    const version = async () => (await shop.db.select({ version: catalogueVersion.version }).from(catalogueVersion))[0]!.version;
    const start = await version();
    const one = (await bodyOf(upload("7", await picture("jpeg", { colour: "#111" })), 201)).item.photos[0]!;
    const two = (await bodyOf(upload("7", await picture("jpeg", { colour: "#eee" })), 201)).item.photos[1]!;
    expect(await version()).toBe(start + 2);
    await bodyOf(reorder("7", [two.id, one.id]));
    expect(await version()).toBe(start + 3);
    await bodyOf(remove("7", two.id));
    expect(await version()).toBe(start + 4);
  });

  it("serves nothing outside media storage's keys", async () => {
    for (const url of ["/media/../auth-secret", "/media/%2e%2e/auth-secret", "/media/catalogue/1/x.svg", "/media/catalogue/1/nothing-320.webp"]) {
      expect((await media(url)).status).toBe(404);
    }
  });
});
