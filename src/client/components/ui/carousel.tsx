import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { cn } from "./cn";

type CarouselProps = {
  /** The carousel's accessible name, e.g. "Featured products". */
  label: string;
  slides: readonly ReactNode[];
  /** Width of a slide at each breakpoint, e.g. "basis-full md:basis-1/2". */
  slideClassName?: string;
  /** Autoplay delay in ms; the spec's carousels keep playing whatever the shopper does. */
  autoplayMs?: number;
  className?: string;
};

/**
 * A looping carousel over embla. Before hydration it is a plain row of slides with the same
 * layout, so the prerendered page does not shift when the script takes over.
 */
export function Carousel({ label, slides, slideClassName = "basis-full", autoplayMs, className }: CarouselProps) {
  const plugins = useMemo(() => (autoplayMs ? [Autoplay({ delay: autoplayMs, stopOnInteraction: false, stopOnFocusIn: false, stopOnMouseEnter: false })] : []), [autoplayMs]);
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: "start" }, plugins);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on("select", onSelect).on("reInit", onSelect);
    return () => {
      embla.off("select", onSelect).off("reInit", onSelect);
    };
  }, [embla]);

  return (
    <section aria-roledescription="carousel" aria-label={label} data-selected-index={selected} data-ready={Boolean(embla)} className={cn("relative", className)}>
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-4 flex touch-pan-y">
          {slides.map((slide, index) => (
            <div key={index} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${slides.length}`} className={cn("min-w-0 shrink-0 grow-0 pl-4", slideClassName)}>
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-3 flex justify-center gap-2">
        <button type="button" aria-label="Previous slide" onClick={() => embla?.scrollPrev()} className="rounded-full border border-leaf-700 bg-white p-2 text-leaf-800 hover:bg-mustard-50">
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button type="button" aria-label="Next slide" onClick={() => embla?.scrollNext()} className="rounded-full border border-leaf-700 bg-white p-2 text-leaf-800 hover:bg-mustard-50">
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}
