import { describe, expect, it } from 'vitest';
import { formatMarkdown } from './markdown-format';

const apply = (text: string, format: Parameters<typeof formatMarkdown>[3]) => {
  // [ and ] in the fixture mark the selection.
  const start = text.indexOf('[');
  const end = text.indexOf(']') - 1;
  const edit = formatMarkdown(text.replace('[', '').replace(']', ''), start, end, format);
  return `${edit.value.slice(0, edit.selectionStart)}[${edit.value.slice(edit.selectionStart, edit.selectionEnd)}]${edit.value.slice(edit.selectionEnd)}`;
};

describe('the Markdown toolbar', () => {
  it('wraps the selection in bold or italic and keeps it selected; with nothing selected the caret sits inside', () => {
    expect(apply('La [herencia] en Dénia', 'bold')).toBe('La **[herencia]** en Dénia');
    expect(apply('La [herencia] en Dénia', 'italic')).toBe('La _[herencia]_ en Dénia');
    expect(apply('Texto []', 'bold')).toBe('Texto **[]**');
  });

  it('turns the selection into a link and selects the address to type', () => {
    expect(apply('Vea [el BOE] hoy', 'link')).toBe('Vea [el BOE]([https://]) hoy');
    expect(apply('Vea [] hoy', 'link')).toBe('Vea [[]](https://) hoy');
  });

  it('prefixes every selected line: heading, lists, numbered lists and quotes', () => {
    expect(apply('Intro\nPrimero [uno\ndos] tres\nFin', 'bulletList')).toBe('Intro\n- Primero [uno\n- dos] tres\nFin');
    expect(apply('a\n[b\nc]', 'numberedList')).toBe('a\n1. [b\n2. c]');
    expect(apply('[Título]', 'heading')).toBe('## [Título]');
    expect(apply('Cita: [texto]', 'quote')).toBe('> Cita: [texto]');
  });
});
