// Watches a process tree for a browser: `npm run build` and `npm start` must never launch Chromium
// (README, "Generated pages"). Reads /proc (Linux: where the build and CI run) every 50 ms and
// records any descendant of the watched process whose command names chromium or chrome.
import { readdirSync, readFileSync } from 'node:fs';

const BROWSER = /(^|\/)(chromium|chrome|headless_shell)( |$)|--headless/;

/** @returns {Map<number, { parent: number, command: string }>} every process of the machine */
function processes() {
  const table = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so split after the last ')'.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const command = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').join(' ').trim();
      table.set(Number(name), { parent, command });
    } catch {
      // the process ended between the listing and the read
    }
  }
  return table;
}

function isDescendant(table, pid, root) {
  for (let current = pid, hops = 0; current > 1 && hops < 64; hops++) {
    if (current === root) return true;
    current = table.get(current)?.parent ?? 0;
  }
  return false;
}

/**
 * Starts watching the descendants of `rootPid`.
 * @returns {{ stop: () => string[] }} stop() returns the browser command lines seen
 */
export function watchForBrowser(rootPid) {
  const seen = new Set();
  const sample = () => {
    const table = processes();
    for (const [pid, { command }] of table) {
      if (pid !== rootPid && BROWSER.test(command) && isDescendant(table, pid, rootPid)) seen.add(command);
    }
  };
  const timer = setInterval(sample, 50);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return [...seen];
    },
  };
}
