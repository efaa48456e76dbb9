import Autoplay, { type AutoplayType } from "embla-carousel-autoplay";
import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect, useMemo, type RefObject } from "react";

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

type EngineProps = { viewport: RefObject<HTMLDivElement | null>; autoplayMs?: number; playing: boolean; onReady: (api: CarouselApi | undefined) => void };

/**
 * embla and its autoplay, loaded after the page is interactive (see carousel.tsx): it attaches to
 * the already rendered slides and renders nothing itself. Autoplay never starts by itself: the
 * carousel's `playing` (its pause/play control, or reduced motion) starts and stops it.
 */
export default function CarouselEngine({ viewport, autoplayMs, playing, onReady }: EngineProps) {
  const plugins = useMemo(
    () => (autoplayMs ? [Autoplay({ delay: autoplayMs, playOnInit: false, stopOnInteraction: false, stopOnFocusIn: false, stopOnMouseEnter: false })] : []),
    [autoplayMs],
  );
  const [attach, api] = useEmblaCarousel({ loop: true, align: "start" }, plugins);
  useEffect(() => {
    attach(viewport.current);
    return () => attach(null);
  }, [attach, viewport]);
  useEffect(() => {
    onReady(api);
  }, [api, onReady]);
  useEffect(() => {
    const autoplay = api?.plugins().autoplay as AutoplayType | undefined;
    if (!autoplay) return;
    if (playing) autoplay.play();
    else autoplay.stop();
  }, [api, playing]);
  return null;
}
