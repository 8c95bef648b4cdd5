// @vitest-environment happy-dom
// useHead while a generated page hydrates: the head the generator wrote for this address stays as it
// is (the shell's generic title must not replace a post's until the post's code has loaded); the first
// change after that, or a page opened at another address, writes it.
import { render } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';

async function freshHead() {
  vi.resetModules();
  return import('./head');
}

function generatedPage(path: string, title: string) {
  document.head.innerHTML = `<title>${title}</title><link rel="canonical" href="https://www.example.com${path}" data-head>`;
  document.title = title;
  window.history.replaceState(null, '', path);
}

beforeEach(() => {
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

it('keeps the generated head on the first run and writes the next change', async () => {
  const { useHead } = await freshHead();
  generatedPage('/blog/herencias', 'Herencias de extranjeros | MR Abogados Dénia');
  function GenericHead({ title }: { title: string }) {
    useHead(() => void (document.title = title), [title], { layout: true });
    return null;
  }
  const view = render(<GenericHead title="Artículo | MR Abogados Dénia" />);
  expect(document.title).toBe('Herencias de extranjeros | MR Abogados Dénia');
  view.rerender(<GenericHead title="Blog | MR Abogados Dénia" />);
  expect(document.title).toBe('Blog | MR Abogados Dénia');
});

it('a component mounted later on the same untouched page does not write it either', async () => {
  const { useHead } = await freshHead();
  generatedPage('/ar/blog/irth', 'الميراث | MR Abogados Dénia');
  function Head({ title }: { title: string }) {
    useHead(() => void (document.title = title), [title]);
    return null;
  }
  render(<Head title="مقال | MR Abogados Dénia" />);
  render(<Head title="الميراث | MR Abogados Dénia" />);
  expect(document.title).toBe('الميراث | MR Abogados Dénia');
});

it('writes on the first run when the head was generated for another address (or not at all)', async () => {
  const { useHead } = await freshHead();
  generatedPage('/blog/herencias', 'Herencias de extranjeros | MR Abogados Dénia');
  window.history.replaceState(null, '', '/contacto');
  function Head() {
    useHead(() => void (document.title = 'Contacto | MR Abogados Dénia'), []);
    return null;
  }
  render(<Head />);
  expect(document.title).toBe('Contacto | MR Abogados Dénia');
});
