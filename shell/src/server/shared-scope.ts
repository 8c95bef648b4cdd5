// The workspace packages, bundled once into the shell's server build and provided to the remotes'
// server builds (config/rsbuild-app.ts: serverExternals), as the shell provides them to the remotes
// in the browser: one i18n instance, one language store, one set of contexts. Every entry point of
// the packages' package.json (except CSS, types, the standalone harness and the test helpers) is
// here; shared-scope.test.ts checks.
import * as sharedCore from 'shared-core';
import * as sharedCorePublicDb from 'shared-core/public-db';
import * as sharedCoreSupabase from 'shared-core/supabase';
import * as sharedI18n from 'shared-i18n';
import * as sharedI18nDates from 'shared-i18n/dates';
import * as sharedUi from 'shared-ui';
import * as sharedUiCarousel from 'shared-ui/carousel';
import * as sharedUiDialog from 'shared-ui/dialog';
import * as sharedUiFormField from 'shared-ui/form-field';
import * as sharedUiHead from 'shared-ui/head';
import * as sharedUiNativeDialog from 'shared-ui/native-dialog';
import * as sharedUiNavigationMenu from 'shared-ui/navigation-menu';
import * as sharedUiPopover from 'shared-ui/popover';
import * as sharedUiPostContent from 'shared-ui/post-content';
import * as sharedUiPrintSection from 'shared-ui/print-section';
import * as sharedUiRouter from 'shared-ui/router';
import * as sharedUiSheet from 'shared-ui/sheet';
import * as sharedUiToaster from 'shared-ui/toaster';
import { SERVER_SHARED_SCOPE } from '../../../config/mf/server-remote';

export const sharedScope: Record<string, unknown> = {
  'shared-core': sharedCore,
  'shared-core/public-db': sharedCorePublicDb,
  'shared-core/supabase': sharedCoreSupabase,
  'shared-i18n': sharedI18n,
  'shared-i18n/dates': sharedI18nDates,
  'shared-ui': sharedUi,
  'shared-ui/carousel': sharedUiCarousel,
  'shared-ui/dialog': sharedUiDialog,
  'shared-ui/form-field': sharedUiFormField,
  'shared-ui/head': sharedUiHead,
  'shared-ui/native-dialog': sharedUiNativeDialog,
  'shared-ui/navigation-menu': sharedUiNavigationMenu,
  'shared-ui/popover': sharedUiPopover,
  'shared-ui/post-content': sharedUiPostContent,
  'shared-ui/print-section': sharedUiPrintSection,
  'shared-ui/router': sharedUiRouter,
  'shared-ui/sheet': sharedUiSheet,
  'shared-ui/toaster': sharedUiToaster,
};

(globalThis as Record<string, unknown>)[SERVER_SHARED_SCOPE] = sharedScope;
