import { useEffect } from 'react';
import { isPrerendering } from 'shared-ui';
import { recordPageLoadVisit } from './record-visit';

/** Rendered by every mf-blog page and by the home page's latest posts. */
export function useRecordVisit() {
  useEffect(() => {
    // The build's prerender step renders pages in a browser: that is no visit.
    if (isPrerendering()) return;
    recordPageLoadVisit();
  }, []);
}
