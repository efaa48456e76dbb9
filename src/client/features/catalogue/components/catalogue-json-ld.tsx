import type { Bundle } from "~/shared/catalog/bundles";
import type { Product } from "~/shared/catalog/products";
import { JsonLd } from "~/client/components/ui/json-ld";
import { brand } from "~/shared/brand";
import { photoLargest, type CataloguePhoto } from "~/shared/catalog/photos";
import type { ShownSize } from "~/shared/catalog/sizes";

type Sellable = {
  id: string;
  name: string;
  description: string;
  image: string;
  photos?: readonly CataloguePhoto[];
  price: number;
  rating: number;
  reviews: number;
  inStock: boolean;
  sizes: readonly ShownSize[];
};

const availability = (inStock: boolean) => (inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock");

/** One Offer per pack size, each with its SKU and, on the item's page, the address that opens on it; a one-size item's is a single Offer. */
function offersOf(item: Sellable, url?: string) {
  const offers = item.sizes.map((size, index) => ({
    "@type": "Offer",
    sku: size.sku,
    name: size.label,
    ...(url ? { url: index === 0 ? url : `${url}?size=${encodeURIComponent(size.sku)}` } : {}),
    priceCurrency: "INR",
    price: (size.price / 100).toFixed(2),
    availability: availability(size.inStock),
  }));
  return offers.length === 1 ? offers[0] : offers;
}

function productLd(item: Sellable, url?: string) {
  return {
    "@type": "Product",
    ...(url ? { url } : {}),
    sku: item.id,
    name: item.name,
    description: item.description,
    // The cover photo staff uploaded, else the seeded drawing.
    image: item.photos?.[0] ? photoLargest(item.photos[0]) : item.image,
    brand: { "@type": "Brand", name: brand.name },
    // The published reviews' real figures; none at all when nobody has reviewed it yet.
    ...(item.reviews > 0 ? { aggregateRating: { "@type": "AggregateRating", ratingValue: item.rating, reviewCount: item.reviews, bestRating: 5 } } : {}),
    offers: offersOf(item, url),
  };
}

/** One product or bundle's page as schema.org Product data: its offer and its real rating. */
export function ProductJsonLd({ item, url }: { item: Sellable; url: string }) {
  return <JsonLd data={{ "@context": "https://schema.org", ...productLd(item, url) }} />;
}

/** The catalogue as schema.org Product data, one list per page. */
export function CatalogueJsonLd({ products = [], bundles = [] }: { products?: readonly Product[]; bundles?: readonly Bundle[] }) {
  const items: Sellable[] = [...products, ...bundles.map((b) => ({ ...b, image: b.images[0] ?? "" }))];
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "ItemList",
        itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, item: productLd(item) })),
      }}
    />
  );
}
