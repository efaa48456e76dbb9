import { ChevronLeft, ChevronRight } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import type { CarouselApi } from "./carousel-engine";
import { cn } from "./cn";
import { useHydrated } from "./use-hydrated";

// embla loads in its own chunk once the page has hydrated: the slides are already laid out by CSS,
// so the first paint and the first-load JavaScript do not wait for it.
const CarouselEngine = lazy(() => import("./carousel-engine"));

type CarouselProps = {
  /** The carousel's accessible name, e.g. "Featured products". */
  label: string;
  slides: readonly ReactNode[];
  /** Width of a slide at each breakpoint, e.g. "basis-full md:basis-1/2". */
  slideClassName?: string;
  /** Autoplay delay in ms; the shop's carousels keep playing whatever the shopper does (docs/product-rules.md#public-pages). */
  autoplayMs?: number;
  className?: string;
};

/**
 * A looping carousel over embla. Until embla arrives it is a plain row of slides with the same
 * layout, so the prerendered page does not shift when the script takes over.
 */
export function Carousel({ label, slides, slideClassName = "basis-full", autoplayMs, className }: CarouselProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const [embla, setEmbla] = useState<CarouselApi>();
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
    <section aria-roledescription="carousel" aria-label={label} data-selected-index={selected} data-hydrated={hydrated} data-ready={Boolean(embla)} className={cn("relative", className)}>
      {/* relative: absolutely placed text in off-screen slides (sr-only) must be clipped too, or phones zoom out to fit it. */}
      <div ref={viewportRef} className="relative overflow-hidden">
        <div className="-ml-4 flex touch-pan-y">
          {slides.map((slide, index) => (
            <div key={index} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${slides.length}`} className={cn("min-w-0 shrink-0 grow-0 pl-4", slideClassName)}>
              {slide}
            </div>
          ))}
        </div>
      </div>
      {hydrated && (
        <Suspense fallback={null}>
          <CarouselEngine viewport={viewportRef} autoplayMs={autoplayMs} onReady={setEmbla} />
        </Suspense>
      )}
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
