import { photoLargest, photoSrcSet, type CataloguePhoto } from "~/shared/catalog/photos";

type CataloguePictureProps = {
  photo: CataloguePhoto;
  alt: string;
  /** How wide the picture is drawn at each viewport, so the browser fetches the smallest file that is sharp enough. */
  sizes: string;
  priority?: boolean;
  className?: string;
};

/** AVIF or WebP at the photo's widths, with its own width and height so nothing below moves as it arrives. */
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
