import { useEffect } from 'react';
import { recordPageLoadVisit } from '../api/record-visit';

/** Rendered by every mf-blog page and by the home page's latest posts. */
export function useRecordVisit() {
  useEffect(() => {
    recordPageLoadVisit();
  }, []);
}
