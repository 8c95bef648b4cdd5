// The import graph between the repository's top-level folders (issue #49): which folder's code
// imports which, so a cycle between folders, or an import against the layers, is seen in `npm test`.
// Tests are left out: a test may import anything it exercises.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Packages of this repository imported by name. */
const PACKAGES = new Set(['shared-core', 'shared-i18n', 'shared-ui']);
const isTest = (file) => /(^|\/)(tests?|testing)\//.test(file) || /\.test(-d)?\.(m?[jt]sx?)$/.test(file) || /_test\.ts$/.test(file);

/**
 * @param {string} root the repository
 * @returns {Map<string, Map<string, string[]>>} folder → folder it imports → the importing files
 */
export function folderGraph(root) {
  const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.js', '*.cjs'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file.includes('/') && !isTest(file));
  const graph = new Map();
  for (const file of files) {
    const from = file.split('/')[0];
    for (const { fileName: specifier } of ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true).importedFiles) {
      const to = specifier.startsWith('.')
        ? path.normalize(path.join(path.dirname(file), specifier)).split('/')[0]
        : PACKAGES.has(specifier.split('/')[0])
          ? specifier.split('/')[0]
          : undefined;
      if (!to || to === from || to === '..' || to === 'node_modules') continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const targets = graph.get(from);
      if (!targets.has(to)) targets.set(to, []);
      targets.get(to).push(file);
    }
  }
  return graph;
}

/**
 * The dependencies between the workspace packages (dependencies and devDependencies), as a folder graph.
 * @param {string} root the repository
 * @returns {Map<string, Map<string, string[]>>} workspace folder → workspace folder it depends on → its package.json
 */
export function packageGraph(root) {
  const read = (folder) => JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8'));
  const folders = read('.').workspaces;
  const folderOf = new Map(folders.map((folder) => [read(folder).name, folder]));
  const graph = new Map();
  for (const folder of folders) {
    const manifest = read(folder);
    const targets = new Map();
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })) {
      if (folderOf.has(name)) targets.set(folderOf.get(name), [`${folder}/package.json`]);
    }
    if (targets.size) graph.set(folder, targets);
  }
  return graph;
}

/** The cycles of a folder graph: each strongly connected component of more than one folder, sorted. */
export function folderCycles(graph) {
  const nodes = [...new Set([...graph.keys(), ...[...graph.values()].flatMap((targets) => [...targets.keys()])])].sort();
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (node) => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indexOf.get(next)));
    }
    if (low.get(node) === indexOf.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of nodes) if (!indexOf.has(node)) visit(node);
  return cycles.map((cycle) => cycle.join(' ↔ ')).sort();
}

/**
 * The imports against the layers (lowest first; each a list of folders): a folder imports only folders
 * of lower layers, and folders of one layer import each other only inside a cycle listed as known.
 * @param {Map<string, Map<string, string[]>>} graph
 * @param {string[][]} layers
 * @param {string[]} knownCycles cycles as folderCycles names them
 * @returns {string[]} 'from → to: file', or 'folder: in no layer'
 */
export function layerViolations(graph, layers, knownCycles) {
  const layerOf = new Map(layers.flatMap((folders, index) => folders.map((folder) => [folder, index])));
  const inKnownCycle = (from, to) => knownCycles.some((cycle) => cycle.split(' ↔ ').includes(from) && cycle.split(' ↔ ').includes(to));
  const nodes = [...new Set([...graph.keys(), ...[...graph.values()].flatMap((targets) => [...targets.keys()])])].sort();
  const violations = nodes.filter((node) => !layerOf.has(node)).map((node) => `${node}: in no layer`);
  for (const [from, targets] of graph) {
    for (const [to, files] of targets) {
      const [fromLayer, toLayer] = [layerOf.get(from), layerOf.get(to)];
      if (fromLayer === undefined || toLayer === undefined || toLayer < fromLayer) continue;
      if (toLayer === fromLayer && inKnownCycle(from, to)) continue;
      violations.push(`${from} → ${to}: ${files[0]}`);
    }
  }
  return violations.sort();
}
