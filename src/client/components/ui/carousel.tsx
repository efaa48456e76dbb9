import { useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import type { CarouselApi } from "./carousel-engine";
import { cn } from "./cn";
import { useHydrated } from "./use-hydrated";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";

// embla loads once the page has hydrated: CSS already lays the slides out.
const CarouselEngine = lazy(() => import("./carousel-engine"));

type CarouselProps = {
  /** The carousel's accessible name, e.g. "Featured products". */
  label: string;
  slides: readonly ReactNode[];
  /** Width of a slide at each breakpoint, e.g. "basis-full md:basis-1/2". */
  slideClassName?: string;
  /** Autoplay delay in ms; the shop's carousels keep playing whatever the shopper does (docs/product-rules.md#public-pages). */
  autoplayMs?: number;
  /** Slides rendered before embla knows which are in view; the rest are drawn near view, so hidden slides do not hydrate. */
  initialSlides?: number;
  className?: string;
};

/** A looping carousel: until embla arrives a plain row of the same layout (no shift); autoplay starts paused under reduced motion (WCAG 2.2.2). */
export function Carousel({ label, slides, slideClassName = "basis-full", autoplayMs, initialSlides = slides.length, className }: CarouselProps) {
  const { t } = useLingui();
  const viewportRef = useRef<HTMLDivElement>(null);
  const total = slides.length;
  const hydrated = useHydrated();
  const [embla, setEmbla] = useState<CarouselApi>();
  const [selected, setSelected] = useState(0);
  const [drawn, setDrawn] = useState<ReadonlySet<number>>(() => new Set());
  const reducedMotion = usePrefersReducedMotion();
  const [playChoice, setPlayChoice] = useState<boolean>();
  const playing = Boolean(autoplayMs) && (playChoice ?? !reducedMotion);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    // The slides in view and one each side of them, so a swipe or an autoplay step lands on a drawn slide.
    const onInView = () => {
      const count = embla.slideNodes().length;
      const wanted = embla.slidesInView().flatMap((index) => [index, (index + 1) % count, (index - 1 + count) % count]);
      setDrawn((before) => (wanted.every((index) => before.has(index)) ? before : new Set([...before, ...wanted])));
    };
    embla.on("select", onSelect).on("reInit", onSelect).on("slidesInView", onInView);
    return () => {
      embla.off("select", onSelect).off("reInit", onSelect).off("slidesInView", onInView);
    };
  }, [embla]);

  return (
    <section aria-roledescription="carousel" aria-label={label} data-selected-index={selected} data-hydrated={hydrated} data-ready={Boolean(embla)} className={cn("relative", className)}>
      {/* relative: absolutely placed text in off-screen slides (sr-only) must be clipped too, or phones zoom out to fit it. */}
      <div ref={viewportRef} className="relative overflow-hidden">
        <div className="-ml-4 flex touch-pan-y">
          {slides.map((slide, index) => {
            const shown = index < initialSlides || drawn.has(index);
            const position = index + 1;
            return (
              <div
                key={index}
                role="group"
                aria-roledescription="slide"
                aria-label={t`${position} of ${total}`}
                data-slide-drawn={shown}
                className={cn("min-w-0 shrink-0 grow-0 pl-4", slideClassName)}
              >
                {shown ? slide : null}
              </div>
            );
          })}
        </div>
      </div>
      {hydrated && (
        <Suspense fallback={null}>
          <CarouselEngine viewport={viewportRef} autoplayMs={autoplayMs} playing={playing} onReady={setEmbla} />
        </Suspense>
      )}
      <div className="mt-3 flex justify-center gap-2">
        <button type="button" aria-label={t`Previous slide`} onClick={() => embla?.scrollPrev()} className="rounded-full border border-leaf-700 bg-white p-2 text-leaf-800 hover:bg-mustard-50">
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        {autoplayMs !== undefined && (
          <button
            type="button"
            aria-label={playing ? t`Pause ${label}` : t`Play ${label}`}
            onClick={() => setPlayChoice(!playing)}
            className="rounded-full border border-leaf-700 bg-white p-2 text-leaf-800 hover:bg-mustard-50"
          >
            {playing ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
          </button>
        )}
        <button type="button" aria-label={t`Next slide`} onClick={() => embla?.scrollNext()} className="rounded-full border border-leaf-700 bg-white p-2 text-leaf-800 hover:bg-mustard-50">
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}
