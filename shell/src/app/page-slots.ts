// What the shell composes into a remote's page from another remote, by page and slot: mf-blog's
// latest posts in mf-marketing's home page (./pages.tsx). The generator reads it too: a page holds
// its owner's module and these (site-generator/src/site-dependencies.ts).
import type { PageId } from 'shared-i18n';
import type { RemotePageProps } from 'shared-ui';
import type { RemoteModuleId } from '@/remotes/remote-module';

type SlotName = keyof NonNullable<RemotePageProps['slots']>;

export const PAGE_SLOTS = {
  home: { latestPosts: { remote: 'mf_blog', module: './LatestPosts' } },
} as const satisfies { [P in PageId]?: { [S in SlotName]?: RemoteModuleId } };
