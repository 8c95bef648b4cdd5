// Translation namespaces and the app that owns (and deploys) each one. A remote's strings ship
// with the remote, so releasing mf-blog alone also releases its texts.
import type { AppName } from 'shared-core';

export const NAMESPACE_OWNERS = {
  common: 'shell',
  navigation: 'shell',
  routes: 'shell',
  legal: 'shell',
  marketing: 'mf_marketing',
  services: 'mf_marketing',
  contact: 'mf_marketing',
  blog: 'mf_blog',
  admin: 'mf_admin',
  clients: 'mf_clients',
} as const satisfies Record<string, AppName>;

export type Namespace = keyof typeof NAMESPACE_OWNERS;
export const NAMESPACES = Object.keys(NAMESPACE_OWNERS) as Namespace[];
export const DEFAULT_NAMESPACE: Namespace = 'common';
