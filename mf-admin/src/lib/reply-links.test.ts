import { describe, expect, it } from 'vitest';
import { clientWhatsappHref, mailtoHref, whatsappNumber } from './reply-links';

describe('reply links', () => {
  it('normalises phone numbers for wa.me', () => {
    expect(whatsappNumber('+34 600 11 22 33')).toBe('34600112233');
    expect(whatsappNumber('600 11 22 33')).toBe('34600112233');
    expect(whatsappNumber('0049 30 1234567')).toBe('49301234567');
    expect(clientWhatsappHref('+44 7700 900123', 'Hola, ¿qué tal?')).toBe('https://wa.me/447700900123?text=Hola%2C%20%C2%BFqu%C3%A9%20tal%3F');
  });
  it('encodes mailto subject and body', () => {
    expect(mailtoHref('a@b.es', 'Su consulta', 'Línea 1\nLínea 2')).toBe('mailto:a@b.es?subject=Su%20consulta&body=L%C3%ADnea%201%0AL%C3%ADnea%202');
  });
  it('keeps a hostile address inside the address: no extra recipients, no body', () => {
    const href = mailtoHref('a@b.es?bcc=all@evil.example&body=pay');
    expect(href).toBe('mailto:a@b.es%3Fbcc%3Dall@evil.example%26body%3Dpay');
    expect(new URL(href).search).toBe('');
  });
});
