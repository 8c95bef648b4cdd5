// Sharing a post: the device's share sheet with title, excerpt and the
// /blog?post= link; without one, the link is copied to the clipboard. Each outcome gets its toast.
import type { TFunction } from 'i18next';
import { pathFor, type Language } from 'shared-i18n';
import type { BlogPost } from './types';

export function shareUrl(post: Pick<BlogPost, 'slug' | 'id'>, language: Language, origin = window.location.origin): string {
  return `${origin}${pathFor({ page: 'blog' }, language)}?post=${encodeURIComponent(post.slug || post.id)}`;
}

function reasonOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}

export async function sharePost(post: BlogPost, language: Language, t: TFunction): Promise<void> {
  const { toast } = await import('shared-ui/toaster');
  const url = shareUrl(post, language);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: post.title, text: post.excerpt, url });
      toast.success(t('share.successTitle'), { description: t('share.successDescription') });
    } catch (error) {
      // The visitor closed the share sheet: nothing went wrong.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      console.error('[mf-blog] share failed', error);
      toast.error(t('share.errorTitle'), { description: t('share.errorDescription', { reason: reasonOf(error) }) });
    }
    return;
  }
  try {
    if (!navigator.clipboard?.writeText) throw new Error(t('share.clipboardUnavailable'));
    await navigator.clipboard.writeText(url);
    toast.success(t('share.copiedTitle'), { description: t('share.copiedDescription') });
  } catch (error) {
    console.error('[mf-blog] copy failed', error);
    toast.error(t('share.copyError', { reason: reasonOf(error) }));
  }
}
