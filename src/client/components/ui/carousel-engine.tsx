import EmblaCarousel, { type EmblaCarouselType } from "embla-carousel";
import Autoplay, { type AutoplayType } from "embla-carousel-autoplay";
import { useEffect, useState, type RefObject } from "react";
import { whenIdle } from "~/client/lib/when-idle";

export type CarouselApi = EmblaCarouselType;

type EngineProps = { viewport: RefObject<HTMLDivElement | null>; autoplayMs?: number; playing: boolean; onReady: (api: CarouselApi | undefined) => void };

/**
 * embla and its autoplay, loaded after the page is interactive (see carousel.tsx): it attaches to
 * the already rendered slides and renders nothing itself. Each carousel sets embla up in an idle
 * task of its own: embla measures every slide, and the home page's three set up in one task made
 * one long blocking task on a phone. Autoplay never starts by itself: the carousel's `playing`
 * (its pause/play control, or reduced motion) starts and stops it.
 */
export default function CarouselEngine({ viewport, autoplayMs, playing, onReady }: EngineProps) {
  const [api, setApi] = useState<CarouselApi>();
  useEffect(() => {
    const node = viewport.current;
    if (!node) return;
    let started: CarouselApi | undefined;
    const cancel = whenIdle(() => {
      const plugins = autoplayMs ? [Autoplay({ delay: autoplayMs, playOnInit: false, stopOnInteraction: false, stopOnFocusIn: false, stopOnMouseEnter: false })] : [];
      started = EmblaCarousel(node, { loop: true, align: "start" }, plugins);
      setApi(started);
    });
    return () => {
      cancel();
      started?.destroy();
      setApi(undefined);
    };
  }, [viewport, autoplayMs]);
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
