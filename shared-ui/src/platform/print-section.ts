// Printing one part of a page: the browser's print dialog with only that element on paper, which is
// also how a visitor saves it as a PDF ("Save as PDF" in every current browser, the share sheet on
// iOS). The browser lays the text out with the page's fonts, so Arabic is shaped and Chinese drawn as
// on screen, which no PDF library we could ship to the page does for every script. The rules are in
// shared-ui/src/styles/tokens.css (@media print).

/**
 * Opens the print dialog for `element` alone; the page is as before once the dialog closes, and then
 * `done` runs (e.g. to remove an element rendered only for paper).
 */
export function printSection(element: HTMLElement, done?: () => void): void {
  const root = document.documentElement;
  root.dataset.print = 'section';
  element.dataset.printing = '';
  const restore = () => {
    delete root.dataset.print;
    delete element.dataset.printing;
    done?.();
  };
  window.addEventListener('afterprint', restore, { once: true });
  window.print();
}
