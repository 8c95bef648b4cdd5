import { lazy, Suspense } from 'react';
import { runtimeConfig } from 'shared-core';
import { useHydrating } from '@/lib/use-hydrating';

const PreviewBar = lazy(() => import('./preview-bar').then((module) => ({ default: module.PreviewBar })));

/**
 * "Preview: mf-blog 20261128… — exit", while this visitor previews candidate versions (README,
 * "Previews": /env.js names them for this visitor only). Only the browser knows, so it appears after
 * hydration; its code and texts load only then, and never for a visitor without a preview.
 */
export function PreviewBanner() {
  const hydrating = useHydrating();
  const preview = runtimeConfig().preview;
  if (hydrating || !preview) return null;
  return (
    <Suspense fallback={null}>
      <PreviewBar apps={preview.apps} exitUrl={preview.exitUrl} />
    </Suspense>
  );
}
