import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './security-headers.mjs';

const hash = (body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes what script-src governs: classic and module scripts and speculation rules, whatever the quoting', () => {
    const html = [
      '<script>a()</script>',
      '<script type="module">b()</script>',
      "<script type='text/javascript'>c()</script>",
      '<script type=speculationrules>{"prefetch":[]}</script>',
    ].join('');
    expect(inlineScriptHashes(html).sort()).toEqual([hash('a()'), hash('b()'), hash('c()'), hash('{"prefetch":[]}')].sort());
  });

  it('leaves out data blocks and external scripts', () => {
    const html = '<script type="application/ld+json">{}</script><script type="application/json" id="page-data">{}</script><script src="/x.js"></script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});
