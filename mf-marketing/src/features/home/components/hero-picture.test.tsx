// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { HeroPicture } from './hero-picture';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('HeroPicture', () => {
  it('offers AVIF then WebP at every width with sizes, and an eager, high-priority img of intrinsic size', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<HeroPicture alt="Dénia" className="photo" />));
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    for (const [source, extension] of [
      [sources[0], 'avif'],
      [sources[1], 'webp'],
    ] as const) {
      const candidates = source.getAttribute('srcset')!.split(', ');
      expect(candidates.map((candidate) => candidate.split(' ')[1])).toEqual(['480w', '640w', '960w', '1280w', '1600w']);
      for (const candidate of candidates) expect(candidate).toMatch(new RegExp(`hero-\\d+\\.${extension} \\d+w$`));
      expect(source.getAttribute('sizes')).toContain('100vw');
    }
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toMatch(/hero-960\.jpg$/);
    expect(img.getAttribute('width')).toBe('1600');
    expect(img.getAttribute('height')).toBe('1200');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('alt')).toBe('Dénia');
    await act(async () => root.unmount());
  });
});
