// The home hero image: the firm's drawn illustration (mf-marketing/src/assets/hero/hero.svg),
// rasterised by `npm run images` into AVIF and WebP at five widths plus a JPEG fallback. Imported
// here so the build fingerprints the files and, with the remote's 'auto' asset prefix, serves them
// from mf-marketing's own origin. It is the largest element of the first screen (LCP): eager, high
// fetch priority, intrinsic size so nothing moves when it arrives. Decoding stays the browser's
// default: 'async' would let the LCP image paint a frame later than it could.
import avif480 from '@/assets/hero/hero-480.avif?url';
import webp480 from '@/assets/hero/hero-480.webp?url';
import avif640 from '@/assets/hero/hero-640.avif?url';
import webp640 from '@/assets/hero/hero-640.webp?url';
import avif960 from '@/assets/hero/hero-960.avif?url';
import webp960 from '@/assets/hero/hero-960.webp?url';
import jpg960 from '@/assets/hero/hero-960.jpg?url';
import avif1280 from '@/assets/hero/hero-1280.avif?url';
import webp1280 from '@/assets/hero/hero-1280.webp?url';
import avif1600 from '@/assets/hero/hero-1600.avif?url';
import webp1600 from '@/assets/hero/hero-1600.webp?url';

// With the 'auto' asset prefix the URLs come out as `<origin>/static/js/../../static/image/…`:
// the same file, written the short way for the prerendered HTML.
const clean = (url: string) => (/^https?:/.test(url) ? new URL(url).href : url);
const srcSet = (files: Array<[string, number]>) => files.map(([url, width]) => `${clean(url)} ${width}w`).join(', ');

/** Intrinsic size of the artwork (4:3); the CSS scales it to the column. */
export const HERO_WIDTH = 1600;
export const HERO_HEIGHT = 1200;

/**
 * Rendered width: the full content width under 768 px (1 rem padding each side); from 768 px the
 * second column of the hero grid (1.1fr 1fr, 2 rem gap) of a content area at most 1120 px wide.
 */
export const HERO_SIZES = '(min-width: 1120px) 504px, (min-width: 768px) 48vw, calc(100vw - 2rem)';

export const HERO_SOURCES = {
  avif: srcSet([
    [avif480, 480],
    [avif640, 640],
    [avif960, 960],
    [avif1280, 1280],
    [avif1600, 1600],
  ]),
  webp: srcSet([
    [webp480, 480],
    [webp640, 640],
    [webp960, 960],
    [webp1280, 1280],
    [webp1600, 1600],
  ]),
  fallback: clean(jpg960),
};

export function HeroPicture({ className, alt }: { className?: string; alt: string }) {
  return (
    <picture>
      <source type="image/avif" srcSet={HERO_SOURCES.avif} sizes={HERO_SIZES} />
      <source type="image/webp" srcSet={HERO_SOURCES.webp} sizes={HERO_SIZES} />
      <img
        className={className}
        src={HERO_SOURCES.fallback}
        width={HERO_WIDTH}
        height={HERO_HEIGHT}
        alt={alt}
        loading="eager"
        fetchPriority="high"
        data-testid="hero-image"
      />
    </picture>
  );
}
