export type { AppName, RemoteName } from './apps';
export * from './runtime-config';
