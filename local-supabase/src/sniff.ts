// What an uploaded body is, by its bytes rather than by what the uploader called it: the image formats
// the site accepts, by their magic numbers, and markup (SVG, HTML, XML), which a browser could run as
// a document on the storage origin whatever Content-Type it was declared with.

/** The image type the bytes are, or null when they are none of png, jpeg, gif, webp, avif. */
export function imageTypeOf(bytes: Buffer): string | null {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  // ISO-BMFF: a box "ftyp" whose major or compatible brands name AVIF.
  if (ascii(4, 8) === 'ftyp') {
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
    const brands = [ascii(8, 12), ...Array.from({ length: Math.max(0, (boxSize - 16) / 4) }, (_, i) => ascii(16 + i * 4, 20 + i * 4))];
    if (brands.some((brand) => brand === 'avif' || brand === 'avis')) return 'image/avif';
  }
  return null;
}

/** Whether a browser could take the body for a document: it opens (after a BOM and blanks) with markup. */
export function looksLikeMarkup(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return head.startsWith('<') || /<(svg|html|script|body|iframe|!doctype)\b/.test(head);
}
