import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from 'shared-i18n';
import { Button } from 'shared-ui';
import type { BlogPost } from '../lib/types';
import { sharePost } from '../lib/share-post';

export function ShareButton({ post, language, label }: { post: BlogPost; language: Language; label?: string }) {
  const { t } = useTranslation('blog');
  // Not `disabled` while busy: that would drop the keyboard focus.
  const busy = useRef(false);
  return (
    <Button
      type="button"
      variant="secondary"
      onClick={async () => {
        if (busy.current) return;
        busy.current = true;
        try {
          await sharePost(post, language, t);
        } finally {
          busy.current = false;
        }
      }}
    >
      {label ?? t('share.button')}
    </Button>
  );
}
