// Looping carousel on embla: 1, 2 or 3 slides per view by width, previous/next buttons, arrow
// keys, and an autoplay that can be paused, stops while hovered or focused, and never starts
// for visitors who prefer reduced motion (who also get instant jumps instead of scrolling).
// embla loads when the carousel nears the screen (use-lazy-embla.ts); a step asked for before
// then is taken once it is there.
import { useCallback, useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './carousel.module.css';
import { useLazyEmbla } from './use-lazy-embla';

export interface CarouselLabels {
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** e.g. (2, 6) => "2 of 6" */
  slide: (index: number, total: number) => string;
}

export interface CarouselProps {
  label: string;
  slides: ReactNode[];
  labels: CarouselLabels;
  dir?: 'ltr' | 'rtl';
  autoplayMs?: number;
}

function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => typeof window !== 'undefined' && window.matchMedia(query).matches);
  useEffect(() => {
    const media = window.matchMedia(query);
    const update = () => setReduced(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return reduced;
}

export function Carousel({ label, slides, labels, dir = 'ltr', autoplayMs = 6000 }: CarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const { viewportRef, embla, want } = useLazyEmbla({ loop: true, align: 'start', direction: dir });
  const [playing, setPlaying] = useState(!reducedMotion);
  const [interacting, setInteracting] = useState(false);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  // Steps asked for before embla arrived: -1 back, +1 forward.
  const [pendingStep, setPendingStep] = useState(0);

  const step = useCallback(
    (by: 1 | -1) => {
      if (!embla) {
        want();
        setPendingStep(by);
        return;
      }
      if (reducedMotion) embla.scrollTo((embla.selectedScrollSnap() + by + slides.length) % slides.length, true);
      else if (by === 1) embla.scrollNext();
      else embla.scrollPrev();
    },
    [embla, reducedMotion, slides.length, want],
  );
  const previous = useCallback(() => step(-1), [step]);
  const next = useCallback(() => step(1), [step]);

  useEffect(() => {
    if (!embla || pendingStep === 0) return;
    setPendingStep(0);
    step(pendingStep as 1 | -1);
  }, [embla, pendingStep, step]);

  useEffect(() => {
    if (!embla || !playing || interacting || slides.length < 2) return;
    const timer = window.setInterval(() => embla.scrollNext(), autoplayMs);
    return () => window.clearInterval(timer);
  }, [embla, playing, interacting, autoplayMs, slides.length]);

  const onKeyDown = (event: KeyboardEvent) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) {
      event.preventDefault();
      next();
    } else if (event.key === backward) {
      event.preventDefault();
      previous();
    }
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      dir={dir}
      onKeyDown={onKeyDown}
      onMouseEnter={() => {
        want();
        setInteracting(true);
      }}
      onMouseLeave={() => setInteracting(false)}
      onFocus={() => {
        want();
        setInteracting(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setInteracting(false);
      }}
    >
      <div className={styles.controls}>
        {slides.length > 1 && (
          <button
            type="button"
            className={styles.control}
            onClick={() => setPlaying((value) => !value)}
            aria-pressed={!playing}
            aria-label={playing ? labels.pause : labels.play}
          >
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
        )}
        <button type="button" className={styles.control} onClick={previous} aria-label={labels.previous}>
          <span aria-hidden="true" className={styles.arrow}>
            ‹
          </span>
        </button>
        <button type="button" className={styles.control} onClick={next} aria-label={labels.next}>
          <span aria-hidden="true" className={styles.arrow}>
            ›
          </span>
        </button>
      </div>
      <div className={styles.viewport} ref={viewportRef} aria-live={playing && !interacting ? 'off' : 'polite'}>
        <div className={styles.container}>
          {slides.map((slide, index) => (
            <div
              key={index}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slide(index + 1, slides.length)}
              data-selected={index === selected || undefined}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
