// embla's code (~7 kB gzip) loads when its carousel comes near the screen or the visitor reaches
// for the carousel's controls, not with the page: the home page's carousels are below the first
// screen (issue #29). Until then the slides are laid out by CSS alone (carousel.module.css).
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useState } from 'react';

/** How far from the screen a carousel starts loading: half a screen above or below it. */
const NEAR = '50% 0px';

export function useLazyEmbla({ loop, align, direction }: Pick<EmblaOptionsType, 'loop' | 'align' | 'direction'>) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const want = useCallback(() => setWanted(true), []);

  useEffect(() => {
    if (!viewport || wanted) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setWanted(true), { rootMargin: NEAR });
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [viewport, wanted]);

  useEffect(() => {
    if (!viewport || !wanted) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (cancelled) return;
      instance = EmblaCarousel(viewport, { loop, align, direction });
      setEmbla(instance);
    });
    return () => {
      cancelled = true;
      instance?.destroy();
      setEmbla(undefined);
    };
  }, [viewport, wanted, loop, align, direction]);

  return { viewportRef: setViewport, embla, want };
}
