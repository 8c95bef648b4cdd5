// Sanitising is asserted in the real browser (tests/e2e/blog-post.spec.ts): DOMPurify does not
// work on happy-dom's DOM, so only the Markdown step is tested here.
import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './render-markdown';

describe('markdownToHtml', () => {
  it('renders Markdown with line breaks inside a paragraph as <br>', () => {
    const html = markdownToHtml('## Plazos\n\nPrimera línea\nsegunda línea\n\n- uno\n- dos');
    expect(html).toContain('<h2>Plazos</h2>');
    expect(html).toMatch(/Primera línea<br>\s*segunda línea/);
    expect(html).toContain('<li>uno</li>');
  });
});
