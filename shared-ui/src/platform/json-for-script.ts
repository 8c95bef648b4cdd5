// JSON that is safe as the text of an inline <script> (JSON-LD, embedded state): `<`, `>` and `&`
// become \u escapes, so no `</script>` or `<!--` in the data can end or alter the script when the page
// is serialised to HTML (the prerender snapshot copies outerHTML, which does not escape script text);
// U+2028/U+2029 are escaped for old JavaScript parsers. JSON.parse returns the same value.
const UNSAFE = /[<>&\u2028\u2029]/g;

export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
