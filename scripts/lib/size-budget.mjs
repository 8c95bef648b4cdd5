// The JS size budget of `npm run size`: a route may not grow by more than 5 kB gzip over the
// committed snapshot unless docs/performance.md says why, in its "JS size budget" section, with a
// line `- \`<route>\` ≤ <kB> kB: <why>` whose limit covers the size measured.

export const GROWTH_ALLOWED = 5 * 1024;

/** The allowances of docs/performance.md's "JS size budget" section: route → { limit (bytes), why }. */
export function readAllowances(markdown) {
  const section = /^## JS size budget\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(markdown)?.[1] ?? '';
  const allowances = new Map();
  for (const [, route, limit, why] of section.matchAll(/^- `([^`]+)` ≤ ([\d.]+) kB: (.+)$/gm)) {
    allowances.set(route, { limit: Number(limit) * 1024, why: why.trim() });
  }
  return allowances;
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * Each measured route against its snapshot: one line per route, and how many are over budget (grown
 * by more than 5 kB with no allowance that covers the size). A route new to the snapshot has no budget yet.
 */
export function checkSizes({ measured, snapshot, allowances }) {
  const lines = [];
  let over = 0;
  for (const [route, bytes] of Object.entries(measured)) {
    const before = snapshot[route];
    if (before === undefined) {
      lines.push(`new    ${route}: ${kB(bytes)} (not in the snapshot yet: npm run size -- --update)`);
      continue;
    }
    const growth = bytes - before;
    const change = `${kB(bytes)} (${growth >= 0 ? '+' : '−'}${kB(Math.abs(growth))} vs ${kB(before)})`;
    const allowance = allowances.get(route);
    if (growth <= GROWTH_ALLOWED) {
      const hint = growth < -GROWTH_ALLOWED ? ' — smaller: npm run size -- --update keeps the gain' : '';
      lines.push(`pass   ${route}: ${change}${hint}`);
    } else if (allowance && bytes <= allowance.limit) {
      lines.push(`pass   ${route}: ${change}, allowed up to ${kB(allowance.limit)}: ${allowance.why}`);
    } else {
      over += 1;
      const why = allowance ? `over the ${kB(allowance.limit)} docs/performance.md allows` : 'no line in docs/performance.md says why';
      lines.push(`FAIL   ${route}: ${change}, more than ${kB(GROWTH_ALLOWED)} of growth and ${why}`);
    }
  }
  return { lines, over };
}
