// `tsc -p <config>` for the root tsconfig.json, with the apps' `@/` alias (config/app-alias.mjs):
// one program checks every app, the shared packages once, and the tooling. A `paths` entry cannot
// mean a different folder per app, and one tsc run per app would check the shared packages five
// times. Usage: node scripts/typecheck.mjs [tsconfig.json]
import path from 'node:path';
import ts from 'typescript';
import { resolveAppAlias } from '../config/app-alias.mjs';

const configPath = path.resolve(process.argv[2] ?? 'tsconfig.json');
const formatHost = { getCanonicalFileName: (name) => name, getCurrentDirectory: ts.sys.getCurrentDirectory, getNewLine: () => ts.sys.newLine };
const report = (diagnostics) => process.stdout.write(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost));

const config = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => report([d]) });
if (!config) process.exit(2);
if (config.errors.length) {
  report(config.errors);
  process.exit(2);
}

const host = ts.createCompilerHost(config.options);
const cache = ts.createModuleResolutionCache(host.getCurrentDirectory(), host.getCanonicalFileName, config.options);
host.resolveModuleNameLiterals = (literals, containingFile, redirectedReference, options, containingSourceFile) =>
  literals.map((literal) => {
    const name = resolveAppAlias(literal.text, containingFile) ?? literal.text;
    const mode = ts.getModeForUsageLocation(containingSourceFile, literal, options);
    return ts.resolveModuleName(name, containingFile, options, host, cache, redirectedReference, mode);
  });

const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, host, projectReferences: config.projectReferences });
const diagnostics = ts.getPreEmitDiagnostics(program);
if (diagnostics.length) {
  report(diagnostics);
  const files = new Set(diagnostics.map((d) => d.file?.fileName));
  console.log(`\nFound ${diagnostics.length} error${diagnostics.length === 1 ? '' : 's'} in ${files.size} file${files.size === 1 ? '' : 's'}.`);
  process.exit(1);
}
