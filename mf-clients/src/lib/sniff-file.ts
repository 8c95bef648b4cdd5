// What a file is, from its first bytes (never from its name or the browser's guess): the types the
// client-documents bucket accepts. Anything else is refused before it is uploaded.
export type DocumentType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp';

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024; // the bucket's file_size_limit

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);

export function sniffType(bytes: Uint8Array): DocumentType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'; // RIFF....WEBP
  return null;
}

export type FileProblem = 'empty' | 'tooLarge' | 'type';

/** The sniffed type, or why the file cannot be sent. */
export async function checkDocument(file: File): Promise<{ type: DocumentType } | { problem: FileProblem }> {
  if (file.size === 0) return { problem: 'empty' };
  if (file.size > MAX_DOCUMENT_BYTES) return { problem: 'tooLarge' };
  const type = sniffType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  return type ? { type } : { problem: 'type' };
}
