import { renderStandalone } from 'shared-ui/harness';
import ClientAreaApp from './pages/client-area-app';
import type { manifest } from './remote';

/** Exactly the pages its manifest owns (src/remote.ts): one missing or extra is a type error. */
type OwnPages = Record<keyof (typeof manifest)['pages'], unknown>;

renderStandalone('mf_clients', { clientArea: ClientAreaApp } satisfies OwnPages);
