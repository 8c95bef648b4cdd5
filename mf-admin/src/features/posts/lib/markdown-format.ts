// What the editor's Markdown toolbar does to the text: wrap the selection (bold, italic, link) or
// prefix the selected lines (heading, list, numbered list, quote), and where the selection goes next,
// so the author can keep typing. Pure, so the rules are unit-tested (markdown-format.test.ts).
export type MarkdownFormat = 'heading' | 'bold' | 'italic' | 'bulletList' | 'numberedList' | 'link' | 'quote';

export interface TextEdit {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

const WRAPS: Partial<Record<MarkdownFormat, string>> = { bold: '**', italic: '_' };
const LINK_PLACEHOLDER = 'https://';

function wrap(value: string, start: number, end: number, marker: string): TextEdit {
  const selected = value.slice(start, end);
  const next = `${value.slice(0, start)}${marker}${selected}${marker}${value.slice(end)}`;
  return { value: next, selectionStart: start + marker.length, selectionEnd: end + marker.length };
}

function link(value: string, start: number, end: number): TextEdit {
  const text = value.slice(start, end);
  const inserted = `[${text}](${LINK_PLACEHOLDER})`;
  const next = `${value.slice(0, start)}${inserted}${value.slice(end)}`;
  // With text selected the address is what is left to type; without, the link text.
  const urlStart = start + text.length + 3;
  return text
    ? { value: next, selectionStart: urlStart, selectionEnd: urlStart + LINK_PLACEHOLDER.length }
    : { value: next, selectionStart: start + 1, selectionEnd: start + 1 };
}

function prefixLines(value: string, start: number, end: number, prefix: (index: number) => string): TextEdit {
  const lineStart = value.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = value.indexOf('\n', end > start && value[end - 1] === '\n' ? end - 1 : end);
  const lineEnd = nextBreak === -1 ? value.length : nextBreak;
  const lines = value.slice(lineStart, lineEnd).split('\n');
  const prefixed = lines.map((line, index) => `${prefix(index)}${line}`).join('\n');
  const next = `${value.slice(0, lineStart)}${prefixed}${value.slice(lineEnd)}`;
  const added = prefixed.length - (lineEnd - lineStart);
  return { value: next, selectionStart: start + prefix(0).length, selectionEnd: end + added };
}

export function formatMarkdown(value: string, start: number, end: number, format: MarkdownFormat): TextEdit {
  const marker = WRAPS[format];
  if (marker) return wrap(value, start, end, marker);
  switch (format) {
    case 'link':
      return link(value, start, end);
    case 'heading':
      return prefixLines(value, start, end, () => '## ');
    case 'bulletList':
      return prefixLines(value, start, end, () => '- ');
    case 'numberedList':
      return prefixLines(value, start, end, (index) => `${index + 1}. `);
    default:
      return prefixLines(value, start, end, () => '> ');
  }
}
