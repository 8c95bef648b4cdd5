import { REMOTE_LOAD_ERROR_EVENT } from '@/mf/error-load-remote-plugin';

/** Uncaught errors, rejected promises, and the shell's remote load failures and hydration mismatches. */
export const ERROR_EVENTS = ['error', 'unhandledrejection', REMOTE_LOAD_ERROR_EVENT] as const;
