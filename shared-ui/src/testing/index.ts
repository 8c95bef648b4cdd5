// Helpers of the apps' component tests (vitest + happy-dom); never imported by app code.
export { renderAt, type TestRoute } from './render-at';
export { installTestNetwork, TEST_SUPABASE_URL, type TestBackend } from './test-network';
