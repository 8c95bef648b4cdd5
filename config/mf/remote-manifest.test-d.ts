// Type tests, compiled by `npm run typecheck` and never run: a manifest's pages name its own modules.
import { remoteManifest } from './remote-manifest';

const section = { file: './src/pages/section.tsx', load: async () => ({ default: (_props: { language: string }) => null }), reads: [] } as const;

export const typeTests = [
  remoteManifest({ exposes: { './Section': section }, pages: { home: './Section' } }),
  // @ts-expect-error a page naming a module the remote does not expose
  remoteManifest({ exposes: { './Section': section }, pages: { home: './Sections' } }),
  // @ts-expect-error not a page of the route table
  remoteManifest({ exposes: { './Section': section }, pages: { homepage: './Section' } }),
  // @ts-expect-error a module's file outside src/
  remoteManifest({ exposes: { './Section': { ...section, file: './pages/section.tsx' } }, pages: {} }),
];
