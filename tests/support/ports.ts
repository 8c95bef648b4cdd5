// Ports of the stacks the end-to-end tests start, away from `npm start`'s 3000-3003 and 54321
// so tests can run while the site is up. Specs that stop or replace a server get their own block.
export const TEST_PORTS = { shell: 4100, mf_marketing: 4101, mf_blog: 4102, mf_admin: 4103 };
export const TEST_SUPABASE_PORT = 54421;
export const TEST_SUPABASE_URL = `http://localhost:${TEST_SUPABASE_PORT}`;

export function portBlock(base: number) {
  return { shell: base, mf_marketing: base + 1, mf_blog: base + 2, mf_admin: base + 3 };
}
