export * from './languages';
export * from './routes';
export * from './namespaces';
export * from './i18n';
export * from './language-store';
