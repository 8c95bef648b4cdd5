// Imported first by site-generator/cli.ts: React and the router pick their build when first loaded,
// and the pages must be rendered by the same production build the browser hydrates with.
process.env.NODE_ENV = 'production';
