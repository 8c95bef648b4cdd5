// Issue #49: no cycle between the repository's folders, and no import against the layers. The cycles
// still left are listed by name below; the test fails when a new one appears, and when a listed one
// is gone (so the list only shrinks). Tests are left out of the graph (scripts/lint/import-graph.mjs).
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../config/repo.mjs';
import { folderCycles, folderGraph, layerViolations, packageGraph } from './import-graph.mjs';

/** The cycles between folders on main today, each still to be broken (issue #49, deliverable 3). */
const KNOWN_CYCLES = [
  // The release tool builds with scripts/lib; npm start and the e2e stacks serve through release/.
  'release ↔ scripts',
];

/**
 * The layers of the repository, lowest first (README, "Architecture"): a folder imports only the
 * folders of the layers below its own. The shared tier runs shared-core (runtime configuration,
 * database clients and types, the registry of the apps) ← shared-i18n ← shared-ui; config/ (the
 * builds' and the deployment's configuration) reads them and no app; the remotes build with config/,
 * the shell composes the remotes (their manifests), and the pipeline and the tooling take the apps'
 * builds as input; the end-to-end tests come last (tests are left out of the import graph, not of
 * the packages' dependencies).
 */
const LAYERS = [
  ['shared-core', 'local-supabase'],
  ['shared-i18n'],
  ['shared-ui'],
  ['config'],
  ['mf-marketing', 'mf-blog', 'mf-admin', 'mf-clients'],
  ['shell'],
  ['site-generator', 'edge'],
  ['release', 'scripts'],
  ['tests'],
];

const graph = (edges: string[]) => {
  const map = new Map<string, Map<string, string[]>>();
  for (const edge of edges) {
    const [from, to] = edge.split('>');
    if (!map.has(from)) map.set(from, new Map());
    map.get(from)!.set(to, [`${from}/x.ts`]);
  }
  return map;
};

describe('the import graph between folders', () => {
  const repository = folderGraph(repoRoot);

  it('has no cycle but the known ones', () => {
    expect(folderCycles(repository)).toEqual(KNOWN_CYCLES);
  });

  it('has no import against the layers', () => {
    expect(layerViolations(repository, LAYERS, KNOWN_CYCLES)).toEqual([]);
  });

  it('has the same layers between the workspace packages (their package.json dependencies), and no cycle', () => {
    const packages = packageGraph(repoRoot);
    expect(folderCycles(packages)).toEqual([]);
    expect(layerViolations(packages, LAYERS, [])).toEqual([]);
  });

  it('finds a cycle through several folders, and none in a chain', () => {
    expect(folderCycles(graph(['a>b', 'b>c', 'c>a', 'c>d']))).toEqual(['a ↔ b ↔ c']);
    expect(folderCycles(graph(['a>b', 'b>c', 'a>c']))).toEqual([]);
  });

  it('finds an import from a lower layer to a higher one, one inside a layer, and a folder in no layer', () => {
    const layers = [['core'], ['i18n'], ['ui', 'other']];
    expect(layerViolations(graph(['ui>i18n', 'i18n>core', 'ui>core']), layers, [])).toEqual([]);
    expect(layerViolations(graph(['core>ui', 'ui>other', 'ui>new']), layers, [])).toEqual(['core → ui: core/x.ts', 'new: in no layer', 'ui → other: ui/x.ts']);
    expect(layerViolations(graph(['ui>other', 'other>ui']), layers, ['other ↔ ui'])).toEqual([]);
  });
});
