// Post content is Markdown written in the admin. It is rendered to HTML and then sanitised, so
// whatever HTML-like text a post holds stays inert: no scripts, no event handlers, no javascript:
// URLs. Line breaks inside a paragraph become <br> (marked's `breaks`). Loaded on demand only.
import createDOMPurify, { type WindowLike } from 'dompurify';
import { Marked } from 'marked';

const marked = new Marked({ gfm: true, breaks: true, async: false });

// In the browser DOMPurify works on the page's window; at build time (shell/src/server) there is
// none, and the generator hands it a standards DOM (jsdom, as DOMPurify's documentation advises).
let DOMPurify = createDOMPurify(typeof window === 'undefined' ? undefined : window);

/** Build time only: the DOM to sanitise in. */
export function setSanitizerWindow(serverWindow: WindowLike) {
  DOMPurify = createDOMPurify(serverWindow);
  hooked = false;
}

let hooked = false;
function addLinkHook() {
  if (hooked) return;
  hooked = true;
  // Links that leave the site open in a new tab and cannot reach back into this page.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')?.match(/^https?:\/\//i)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** Markdown to (unsanitised) HTML. */
export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown ?? '') as string;
}

/** Markdown to sanitised HTML. Sanitising needs a standards DOM: the browser's, or jsdom at build time. */
export function renderMarkdown(markdown: string): string {
  addLinkHook();
  return DOMPurify.sanitize(markdownToHtml(markdown), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
