import EmblaCarousel, { type EmblaCarouselType } from "embla-carousel";
import Autoplay, { type AutoplayType } from "embla-carousel-autoplay";
import { useEffect, useState, type RefObject } from "react";
import { whenIdle } from "~/client/lib/when-idle";

export type CarouselApi = EmblaCarouselType;

type EngineProps = { viewport: RefObject<HTMLDivElement | null>; autoplayMs?: number; playing: boolean; onReady: (api: CarouselApi | undefined) => void };

/** embla attaching to the rendered slides, each carousel in an idle task of its own (three in one task make a long task on a phone). */
// Autoplay never starts by itself: the carousel's `playing` starts and stops it.
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
