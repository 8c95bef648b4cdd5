// `node scripts/with-project-node.mjs <script.mjs|script.ts|command> [args…]`: runs a project command
// under the project's Node 24 (scripts/lib/project-node.mjs), installing it on first use when this
// machine's node is older. Every npm script of the root package.json goes through it, so builds,
// servers, tests and `npm ci` never run on another Node.
import { runUnderProjectNode } from './lib/project-node.mjs';

const [target, ...args] = process.argv.slice(2);
if (!target || target === '--help') {
  console.log('usage: node scripts/with-project-node.mjs <script.mjs|script.ts|command> [args…]');
  process.exit(target ? 0 : 2);
}
const script = /\.(m?js|ts)$/.test(target);
const scriptArgs = [...(target.endsWith('.ts') ? ['--import', 'tsx'] : []), target, ...args];
process.exit(await runUnderProjectNode(script ? 'node' : target, script ? scriptArgs : args));
