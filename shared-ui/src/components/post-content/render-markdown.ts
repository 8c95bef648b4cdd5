// Post content is Markdown written in the admin. It is rendered to HTML and then sanitised, so
// whatever HTML-like text a post holds stays inert: no scripts, no event handlers, no javascript:
// URLs. Line breaks inside a paragraph become <br> (marked's `breaks`). Loaded on demand only.
import createDOMPurify, { type DOMPurify as DOMPurifyInstance, type WindowLike } from 'dompurify';
import { Marked } from 'marked';
import { sanitizerWindow } from './sanitizer-window';

const marked = new Marked({ gfm: true, breaks: true, async: false });

export { setSanitizerWindow } from './sanitizer-window';

// One DOMPurify per DOM it works on (sanitizer-window.ts), with the link hook added once.
let purifier: { window: WindowLike | undefined; instance: DOMPurifyInstance } | undefined;
function currentPurifier(): DOMPurifyInstance {
  const window = sanitizerWindow();
  if (purifier && purifier.window === window) return purifier.instance;
  const instance = createDOMPurify(window);
  // Links that leave the site open in a new tab and cannot reach back into this page.
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')?.match(/^https?:\/\//i)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = { window, instance };
  return instance;
}

/** Markdown to (unsanitised) HTML. */
export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown ?? '') as string;
}

/** Markdown to sanitised HTML. Sanitising needs a standards DOM: the browser's, or jsdom at build time. */
export function renderMarkdown(markdown: string): string {
  return currentPurifier().sanitize(markdownToHtml(markdown), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
