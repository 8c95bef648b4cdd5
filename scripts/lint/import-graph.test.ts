// Issue #49: no cycle between the repository's folders. The cycles still left are listed by name
// below; the test fails when a new one appears, and when a listed one is gone (so the list only
// shrinks). Tests are left out of the graph (scripts/lint/import-graph.mjs).
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../config/repo.mjs';
import { folderCycles, folderGraph } from './import-graph.mjs';

/** The cycles between folders on main today, each still to be broken (issue #49, deliverable 3). */
const KNOWN_CYCLES = [
  // shared-i18n's namespaces come from config/apps.mjs; shared-i18n and shared-ui import each other.
  'config ↔ shared-i18n ↔ shared-ui',
  // The release tool builds with scripts/lib; npm start and the e2e stacks serve through release/.
  'release ↔ scripts',
];

describe('the import graph between folders', () => {
  it('has no cycle but the known ones', () => {
    expect(folderCycles(folderGraph(repoRoot))).toEqual(KNOWN_CYCLES);
  });

  it('finds a cycle through several folders, and none in a chain', () => {
    const graph = (edges: string[]) => {
      const map = new Map<string, Map<string, string[]>>();
      for (const edge of edges) {
        const [from, to] = edge.split('>');
        if (!map.has(from)) map.set(from, new Map());
        map.get(from)!.set(to, [`${from}/x.ts`]);
      }
      return map;
    };
    expect(folderCycles(graph(['a>b', 'b>c', 'c>a', 'c>d']))).toEqual(['a ↔ b ↔ c']);
    expect(folderCycles(graph(['a>b', 'b>c', 'a>c']))).toEqual([]);
  });
});
