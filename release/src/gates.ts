// Gates a candidate release must pass before it is made live. Each refusal names what breaks, so
// the team that released can fix it without reading code:
//  - singletons (config/mf-shared.ts) must have the same major version in the shell and every
//    remote (0.x: the same minor), or the one copy a page gets breaks the other apps;
//  - a remote must still expose every module the live shell loads from it, and a shell may only load
//    modules the live remotes expose; a remote may not require a page prop the live shell does not
//    pass, nor a shell stop passing one a live remote requires (./props-contract.ts).
import type { ReleaseMeta } from './metadata.ts';

type Described = Pick<ReleaseMeta, 'app' | 'shared' | 'exposes' | 'imports' | 'requires' | 'passes'> & { version?: string };

function compatibleVersions(a: string, b: string): boolean {
  const [majorA, minorA] = a.split('.').map(Number);
  const [majorB, minorB] = b.split('.').map(Number);
  if (majorA !== majorB) return false;
  return majorA !== 0 || minorA === minorB;
}

const label = (meta: Described) => `${meta.app}${meta.version ? ` ${meta.version}` : ''}`;
const federationName = (app: string) => app.replace('-', '_');

function sharedProblems(candidate: Described, live: Described): string[] {
  const problems: string[] = [];
  for (const [name, version] of Object.entries(candidate.shared)) {
    const other = live.shared[name];
    if (other && !compatibleVersions(version, other)) {
      problems.push(
        `shared singleton ${name}: ${label(candidate)} is built with ${version}, the live ${label(live)} with ${other}; they cannot share one copy`,
      );
    }
  }
  return problems;
}

function contractProblems(shell: Described, remote: Described, candidateIsShell: boolean): string[] {
  const wanted = shell.imports[federationName(remote.app)] ?? [];
  const missing = wanted.filter((module) => !remote.exposes.includes(module));
  const problems = !missing.length
    ? []
    : candidateIsShell
      ? [`${label(shell)} loads ${missing.join(', ')} from ${remote.app}, which the live ${label(remote)} does not expose`]
      : [`${label(remote)} no longer exposes ${missing.join(', ')}, which the live ${label(shell)} loads`];
  // Page props, by name, when both sides recorded them (releases made with the contract analysis).
  const passed = shell.passes?.[federationName(remote.app)];
  if (!passed || !remote.requires) return problems;
  for (const module of wanted) {
    const absent = (remote.requires[module] ?? []).filter((prop) => passed[module] && !passed[module].includes(prop));
    if (!absent.length) continue;
    const props = absent.map((prop) => `"${prop}"`).join(', ');
    problems.push(
      candidateIsShell
        ? `${label(shell)} does not pass ${props} to ${remote.app} ${module}, which the live ${label(remote)} requires`
        : `${label(remote)} ${module} requires ${props}, which the live ${label(shell)} does not pass`,
    );
  }
  return problems;
}

/**
 * @param live the live release (or, for an app never released, its current build) of every other app
 * @returns the reasons to refuse; empty when the candidate may go live
 */
export function gateProblems(candidate: Described, live: Described[]): string[] {
  const others = live.filter((meta) => meta.app !== candidate.app);
  if (candidate.app === 'shell') {
    return others.flatMap((remote) => [...sharedProblems(candidate, remote), ...contractProblems(candidate, remote, true)]);
  }
  const shell = others.find((meta) => meta.app === 'shell');
  if (!shell) return [];
  return [...sharedProblems(candidate, shell), ...contractProblems(shell, candidate, false)];
}
