// The page-props contract between the shell and the remotes, read from the remotes' manifests
// (src/remote.ts: each module's `load`, whose default export's props are the module's props) with the
// TypeScript compiler, since the builds carry no types (`dts: false` in config/rsbuild-app.ts):
//  - a remote records the props each of its modules *requires* (non-optional);
//  - the shell records, for each module it loads (./metadata.ts shellImports), the props that module
//    takes in the manifest the shell is built against: its RemoteModule is typed from the manifests
//    (shell/src/remotes/remote-module.tsx), so `npm run typecheck` holds it to passing them.
// Compared by name at release time (./gates.ts): a remote may not start requiring a prop the live
// shell does not pass. Recorded in each release, so no source of a live version is needed later.
import path from 'node:path';
import ts from 'typescript';
import { appDirs, REMOTE_KEYS } from '../../config/apps.mjs';
import { repoRoot } from '../../config/repo.mjs';

interface ModuleProps {
  required: string[];
  all: string[];
}

/** One program over every remote's manifest, made once (the compiler takes seconds). */
let manifests: ts.Program | undefined;
function manifestsProgram(): ts.Program {
  if (manifests) return manifests;
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(repoRoot, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  const files = REMOTE_KEYS.map((key) => path.join(repoRoot, appDirs[key], 'src/remote.ts'));
  manifests = ts.createProgram(files, config?.options ?? {});
  return manifests;
}

/** The props of each module of the manifest in `<app>/src/remote.ts`: { './LatestPosts': { required: ['language'], all: ['language'] } }. */
function manifestProps(app: string): Record<string, ModuleProps> {
  const built = manifestsProgram();
  const checker = built.getTypeChecker();
  const source = built.getSourceFile(path.join(repoRoot, app, 'src/remote.ts'));
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  const manifest = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((symbol) => symbol.escapedName === 'manifest');
  if (!source || !manifest) throw new Error(`${app}/src/remote.ts exports no manifest`);
  const typeOf = (symbol: ts.Symbol | undefined) => (symbol ? checker.getTypeOfSymbolAtLocation(symbol, source) : undefined);
  const exposes = typeOf(typeOf(manifest)?.getProperty('exposes'));
  const out: Record<string, ModuleProps> = {};
  for (const exposed of exposes?.getProperties() ?? []) {
    const [load] = typeOf(typeOf(exposed)?.getProperty('load'))?.getCallSignatures() ?? [];
    const loaded = load && checker.getAwaitedType(load.getReturnType());
    const [component] = typeOf(loaded?.getProperty('default'))?.getCallSignatures() ?? [];
    const props = typeOf(component?.getParameters()[0])?.getProperties() ?? [];
    const names = (list: ts.Symbol[]) => list.map((prop) => prop.name).sort();
    out[exposed.name] = { required: names(props.filter((prop) => !(prop.flags & ts.SymbolFlags.Optional))), all: names(props) };
  }
  return out;
}

/** The props each module of remote `app` ('mf-blog') requires: { './LatestPosts': ['language'] }. */
export async function requiredProps(app: string): Promise<Record<string, string[]>> {
  return Object.fromEntries(Object.entries(manifestProps(app)).map(([module, props]) => [module, props.required]));
}

/** The props the shell passes to each remote module it loads (`imports`): { mf_blog: { './LatestPosts': ['language'] } }. */
export async function passedProps(imports: Record<string, string[]>): Promise<Record<string, Record<string, string[]>>> {
  return Object.fromEntries(
    Object.entries(imports).map(([remote, modules]) => {
      const props = manifestProps(appDirs[remote as keyof typeof appDirs]);
      return [remote, Object.fromEntries(modules.map((module) => [module, props[module]?.all ?? []]))];
    }),
  );
}
