import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect, useMemo, type RefObject } from "react";

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

type EngineProps = { viewport: RefObject<HTMLDivElement | null>; autoplayMs?: number; onReady: (api: CarouselApi | undefined) => void };

/**
 * embla and its autoplay, loaded after the page is interactive (see carousel.tsx): it attaches to
 * the already rendered slides and renders nothing itself.
 */
export default function CarouselEngine({ viewport, autoplayMs, onReady }: EngineProps) {
  const plugins = useMemo(() => (autoplayMs ? [Autoplay({ delay: autoplayMs, stopOnInteraction: false, stopOnFocusIn: false, stopOnMouseEnter: false })] : []), [autoplayMs]);
  const [attach, api] = useEmblaCarousel({ loop: true, align: "start" }, plugins);
  useEffect(() => {
    attach(viewport.current);
    return () => attach(null);
  }, [attach, viewport]);
  useEffect(() => {
    onReady(api);
  }, [api, onReady]);
  return null;
}
