// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import { setJsonLd } from './head';
import { jsonForScript } from './json-for-script';

const HOSTILE = 'Herencia </script><script>alert(1)</script> <!-- & \u2028 fin';

it('JSON-LD with a hostile title stays one script when the head is serialised and parsed again', () => {
  setJsonLd('post', { '@type': 'BlogPosting', headline: HOSTILE });
  // What the static page gets: the head as HTML (outerHTML does not escape script text), parsed anew.
  const html = document.head.innerHTML;
  expect(html).not.toContain('</script><script>');
  const reparsed = new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
  const scripts = reparsed.head.querySelectorAll('script');
  expect(scripts).toHaveLength(1);
  expect(JSON.parse(scripts[0].textContent!)).toEqual({ '@type': 'BlogPosting', headline: HOSTILE });
});

it('escapes exactly the characters that could end or alter an inline script', () => {
  expect(jsonForScript({ a: '<>&\u2028\u2029' })).toBe('{"a":"\\u003c\\u003e\\u0026\\u2028\\u2029"}');
  expect(JSON.parse(jsonForScript({ a: HOSTILE }))).toEqual({ a: HOSTILE });
});
