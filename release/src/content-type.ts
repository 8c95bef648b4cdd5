// Content-Type of a released file, as the servers of the site send it.
import path from 'node:path';
import { CONTENT_TYPES } from '../../config/site-files.mjs';

export function contentTypeOf(file: string): string {
  return (CONTENT_TYPES as Record<string, string>)[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}
