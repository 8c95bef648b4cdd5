import { describe, expect, it } from 'vitest';
import { checkDocument, MAX_DOCUMENT_BYTES, sniffType } from './sniff-file';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('sniffType', () => {
  it('recognises the accepted types by their signature, whatever the name says', () => {
    expect(sniffType(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses anything else (an SVG, HTML or an executable renamed .pdf)', () => {
    expect(sniffType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffType(new TextEncoder().encode('<!doctype html>'))).toBeNull();
    expect(sniffType(bytes(0x4d, 0x5a, 0x90, 0x00))).toBeNull();
  });
});

describe('checkDocument', () => {
  it('says why a file cannot be sent', async () => {
    expect(await checkDocument(new File([], 'empty.pdf'))).toEqual({ problem: 'empty' });
    expect(await checkDocument(new File([new Uint8Array(MAX_DOCUMENT_BYTES + 1)], 'big.pdf'))).toEqual({ problem: 'tooLarge' });
    expect(await checkDocument(new File(['MZ executable'], 'contract.pdf', { type: 'application/pdf' }))).toEqual({ problem: 'type' });
    expect(await checkDocument(new File(['%PDF-1.4 fine'], 'scan.bin'))).toEqual({ type: 'application/pdf' });
  });
});
