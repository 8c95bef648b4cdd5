// The page-props contract between the shell and the remotes, read from the sources with the
// TypeScript compiler (the builds carry no types: `dts: false` in config/rsbuild-app.ts):
//  - for a remote, the props each exposed module's default export *requires* (non-optional), from
//    its `exposes` in the registry (config/apps.mjs);
//  - for the shell, the props it *passes* to each remote module (shell/src/app/pages.tsx:
//    <RemoteModule remote="…" module="…" props={…}> and remotePage('…', '…')).
// Compared by name at release time (./gates.ts): a remote may not start requiring a prop the live
// shell does not pass. Recorded in each release, so no source of a live version is needed later.
import path from 'node:path';
import ts from 'typescript';
import { APPS } from '../../config/apps.mjs';
import { repoRoot } from '../../config/repo.mjs';
import { appKey } from './apps.ts';

function program(files: string[]) {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(repoRoot, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  return ts.createProgram(files, config?.options ?? {});
}

/** What a remote exposes, from the registry (config/apps.mjs): { './BlogListPage': '<abs>/src/pages/blog-list-page.tsx' }. */
export async function exposedSources(app: string): Promise<Record<string, string>> {
  const exposes: Readonly<Record<string, string>> = (APPS[appKey(app)] as { exposes?: Record<string, string> }).exposes ?? {};
  return Object.fromEntries(Object.entries(exposes).map(([name, file]) => [name, path.join(repoRoot, app, file)]));
}

/** The props each exposed module requires: { './LatestPosts': ['language'] }. */
export async function requiredProps(app: string): Promise<Record<string, string[]>> {
  const sources = await exposedSources(app);
  const built = program(Object.values(sources));
  const checker = built.getTypeChecker();
  const out: Record<string, string[]> = {};
  for (const [name, file] of Object.entries(sources)) {
    const source = built.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    const defaultExport = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((symbol) => symbol.escapedName === 'default');
    if (!defaultExport || !source) continue;
    const [signature] = checker.getTypeOfSymbolAtLocation(defaultExport, source).getCallSignatures();
    const parameter = signature?.getParameters()[0];
    const props = parameter ? checker.getTypeOfSymbolAtLocation(parameter, source).getProperties() : [];
    out[name] = props
      .filter((prop) => !(prop.flags & ts.SymbolFlags.Optional))
      .map((prop) => prop.name)
      .sort();
  }
  return out;
}

/** The props the shell passes to each remote module: { mf_blog: { './LatestPosts': ['language'] } }. */
export async function passedProps(file = path.join(repoRoot, 'shell/src/app/pages.tsx')): Promise<Record<string, Record<string, string[]>>> {
  const built = program([file]);
  const checker = built.getTypeChecker();
  const source = built.getSourceFile(file)!;
  const out: Record<string, Record<string, string[]>> = {};
  const record = (remote: string, module: string, type: ts.Type) => {
    (out[remote] ??= {})[module] = type
      .getProperties()
      .map((prop) => prop.name)
      .sort();
  };
  const literal = (node: ts.Node | undefined) => (node && ts.isStringLiteral(node) ? node.text : undefined);
  const visit = (node: ts.Node) => {
    if ((ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) && node.tagName.getText(source) === 'RemoteModule') {
      const attribute = (name: string) =>
        node.attributes.properties.find((property): property is ts.JsxAttribute => ts.isJsxAttribute(property) && property.name.getText(source) === name);
      const remote = literal(attribute('remote')?.initializer);
      const module = literal(attribute('module')?.initializer);
      const props = attribute('props')?.initializer;
      if (remote && module && props && ts.isJsxExpression(props) && props.expression) record(remote, module, checker.getTypeAtLocation(props.expression));
    }
    // remotePage('mf_blog', './BlogListPage'): the page component it returns receives the props.
    if (ts.isCallExpression(node) && node.expression.getText(source) === 'remotePage') {
      const [remote, module] = node.arguments.map(literal);
      const [signature] = checker.getTypeAtLocation(node).getCallSignatures();
      const parameter = signature?.getParameters()[0];
      if (remote && module && parameter) record(remote, module, checker.getTypeOfSymbolAtLocation(parameter, node));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}
