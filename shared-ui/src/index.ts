export * from './components/button';
export * from './components/loading-fallback';
export * from './platform/query-client';
export * from './platform/page-props';
export * from './platform/page-routes';
export * from './config/firm';
export * from './platform/consent-store';
