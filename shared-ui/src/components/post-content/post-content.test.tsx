// @vitest-environment happy-dom
// The renderer is replaced by a marker (DOMPurify does not work on happy-dom's DOM; the real one is
// exercised in the browser: tests/e2e/blog-post.spec.ts, before-hydration.spec.ts).
import { Suspense } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import PostContent from './post-content';

const rendered = vi.hoisted(() => ({ texts: [] as string[] }));
vi.mock('./rendered-post-content', () => ({
  default: ({ markdown }: { markdown: string }) => {
    rendered.texts.push(markdown);
    return <div data-rendered="">{markdown}</div>;
  },
}));

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
  rendered.texts = [];
});

const view = (markdown: string) => (
  <Suspense fallback={<p>cargando</p>}>
    <PostContent markdown={markdown} />
  </Suspense>
);

it('hydrates a generated post as it is, without the renderer; a changed text is drawn by the renderer', async () => {
  const markdown = '## Plazos\n\nGenerado en el servidor.';
  // The generated page's markup: React's own (boundary markers, class) with the build's text in it
  // (here, with a window, the server snapshot already says "hydrating", so the element is empty).
  const container = document.createElement('div');
  container.innerHTML = renderToString(view(markdown)).replace('></div>', '><h2>Plazos</h2><p>Generado en el servidor.</p></div>');
  document.body.append(container);
  const generated = container.querySelector('h2')!;
  const errors: unknown[] = [];
  root = hydrateRoot(container, view(markdown), { onRecoverableError: (error) => errors.push(error) });
  // After hydration and the re-render that follows it (the hydrating snapshot turning false).
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(errors).toEqual([]);
  expect(container.querySelector('h2')).toBe(generated);
  expect(container.textContent).toBe('PlazosGenerado en el servidor.');
  expect(rendered.texts).toEqual([]);

  flushSync(() => root!.render(view('## Plazos\n\nEditado después.')));
  await vi.waitFor(() => expect(container.querySelector('[data-rendered]')?.textContent).toBe('## Plazos\n\nEditado después.'));
  expect(container.querySelector('[data-post-content]')).toBeNull();
});

it('draws a post that was not generated with the renderer', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  const { createRoot } = await import('react-dom/client');
  root = createRoot(container);
  flushSync(() => root!.render(view('Hola')));
  await vi.waitFor(() => expect(container.querySelector('[data-rendered]')?.textContent).toBe('Hola'));
});
