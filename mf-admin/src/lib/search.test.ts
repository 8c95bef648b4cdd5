import { describe, expect, it } from 'vitest';
import { searchFilter } from './search';

describe('searchFilter', () => {
  it('builds a quoted or-filter', () => {
    expect(searchFilter(['name', 'email'], ' ana, (x) ')).toBe('name.ilike."*ana x*",email.ilike."*ana x*"');
    expect(searchFilter(['name'], ' "%* ')).toBeNull();
  });
});
