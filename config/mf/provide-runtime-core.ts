// Pre-entry of a remote's standalone page. The remotes are built with `externalRuntime`: their
// remoteEntry does not carry the federation runtime core but takes the one the shell provides
// (one copy per page instead of three). A remote's own standalone page has no shell, so this
// module — bundled by file path, which the runtime-core external does not match — provides it.
import * as runtimeCore from '../../node_modules/@module-federation/runtime-core/dist/index.js';

const globalScope = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
globalScope._FEDERATION_RUNTIME_CORE ??= runtimeCore;
