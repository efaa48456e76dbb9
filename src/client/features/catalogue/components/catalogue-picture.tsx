import { photoLargest, photoSrcSet, type CataloguePhoto } from "~/shared/catalog/photos";

type CataloguePictureProps = {
  photo: CataloguePhoto;
  alt: string;
  /** How wide the picture is drawn at each viewport, so the browser fetches the smallest file that is sharp enough. */
  sizes: string;
  priority?: boolean;
  className?: string;
};

/**
 * An uploaded photo: AVIF where the browser takes it and the photo has it, WebP otherwise, each at
 * the widths the photo was made at. Width and height are the photo's own, so the browser knows
 * its shape before it arrives and nothing below it moves (the card's box fixes the size anyway).
 */
export function CataloguePicture({ photo, alt, sizes, priority = false, className }: CataloguePictureProps) {
  return (
    <picture>
      {photo.formats.includes("avif") && <source type="image/avif" srcSet={photoSrcSet(photo, "avif")} sizes={sizes} />}
      <img
        src={photoLargest(photo)}
        srcSet={photoSrcSet(photo, "webp")}
        sizes={sizes}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
