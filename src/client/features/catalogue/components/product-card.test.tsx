import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { seedCatalogue } from "~/shared/catalog/seed-catalogue.fixture";
import type { CataloguePhoto } from "~/shared/catalog/photos";
import { BundleCard } from "./bundle-card";
import { ItemDetails } from "./item-details";
import { ProductCard } from "./product-card";

// A card draws an uploaded photo as a <picture> whose files the browser picks by width and format,
// with the photo's own width and height so nothing moves; without photos, the seeded drawing.

const photo: CataloguePhoto = { id: "0123456789abcdef0123", src: "/media/catalogue/1/0123456789abcdef0123", width: 960, height: 1280, widths: [320, 640, 960], formats: ["webp", "avif"] };
const product = seedCatalogue.products[0]!;
const bundle = seedCatalogue.bundles[0]!;
/** Cards link to their item's page, so they render inside a router. */
const render = (element: ReactNode) => renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);

describe("catalogue cards", () => {
  it("draw the cover photo with AVIF and WebP srcsets, sizes, width and height", () => {
    const html = render(<ProductCard product={{ ...product, photos: [photo] }} priority />);
    expect(html).toContain(`<source type="image/avif" srcSet="${photo.src}-320.avif 320w, ${photo.src}-640.avif 640w, ${photo.src}-960.avif 960w" sizes="`);
    expect(html).toMatch(/<img src="\/media\/catalogue\/1\/0123456789abcdef0123-960.webp" srcSet="[^"]*-320.webp 320w, [^"]*-640.webp 640w, [^"]*-960.webp 960w" sizes="\(min-width: 1280px\) 440px[^"]*" alt="Hydraulic Pressed Mustard Oil 1L" width="960" height="1280" loading="eager" fetchPriority="high"/);
    expect(html).not.toContain("/images/products/1.svg");
  });

  it("leave out the AVIF source when the photo has none, and use the drawing when there is no photo", () => {
    const webpOnly = render(<BundleCard bundle={{ ...bundle, photos: [{ ...photo, formats: ["webp"] }] }} />);
    expect(webpOnly).not.toContain("image/avif");
    expect(webpOnly).toContain('loading="lazy"');
    const drawing = render(<BundleCard bundle={{ ...bundle, photos: [] }} />);
    expect(drawing).not.toContain("<picture>");
    expect(drawing).toContain('src="/images/bundles/1.svg"');
  });

  it("put the cover photo at the top of an item's page, loaded first", () => {
    const html = render(<ItemDetails item={{ ...product, images: [product.image], photos: [photo] }} actions={null} />);
    expect(html).toContain("<picture>");
    expect(html).toMatch(/sizes="\(min-width: 1280px\) 600px[^"]*" alt="Hydraulic Pressed Mustard Oil 1L" width="960" height="1280" loading="eager" fetchPriority="high"/);
    expect(render(<ItemDetails item={{ ...product, images: [product.image] }} actions={null} />)).toContain('src="/images/products/1.svg"');
  });

  it("label the struck-out MRP, show the shown size's unit sale price, and offer a size chooser only where a product has several sizes", () => {
    const one = render(<ProductCard product={product} />);
    expect(one).toContain("MRP <s>₹450</s>");
    expect(one).toContain("Unit price: ₹375.00 per L");
    expect(render(<BundleCard bundle={bundle} />)).toMatch(/Unit price: ₹[\d,]+\.00 per pack/);
    expect(one).not.toContain("Pack size");
    const jar = { ...product.sizes[0]!, id: "jar", sku: "DFF-1-5L", label: "5 L", netQuantity: 5, price: 160_000, originalPrice: 190_000 };
    const two = render(<ProductCard product={{ ...product, sizes: [product.sizes[0]!, jar] }} />);
    expect(two).toContain("Pack size");
    expect(two).toMatch(/<input type="radio"[^>]*value="DFF-1-5L"/);
    // The card opens on the default size.
    expect(two).toContain("₹375");
  });
});
