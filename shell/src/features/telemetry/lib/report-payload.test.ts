import { describe, expect, it } from 'vitest';
import { connectionType, deviceClass, errorItem, pageOf, rejectionOf, remoteEventError, uncaughtMessage, vitalItem } from './report-payload';

describe('report payload', () => {
  it('keeps a page’s path without query or fragment, and only the site’s languages', () => {
    expect(pageOf({ pathname: '/en/contact' }, 'en')).toEqual({ path: '/en/contact', language: 'en' });
    expect(pageOf({ pathname: '/zh/' }, 'zh-Hans')).toEqual({ path: '/zh/', language: 'zh' });
    expect(pageOf({ pathname: '/' }, 'it')).toBeNull();
  });

  it('sorts devices into three classes and connections into the Network Information API’s four', () => {
    expect([deviceClass(390, true), deviceClass(900, true), deviceClass(900, false), deviceClass(1440, false)]).toEqual([
      'mobile',
      'tablet',
      'desktop',
      'desktop',
    ]);
    expect([connectionType('4g'), connectionType('wifi'), connectionType(undefined)]).toEqual(['4g', 'unknown', 'unknown']);
  });

  it('drops query strings from attributed URLs and stack frames, and cuts texts to the database’s limits', () => {
    expect(vitalItem({ name: 'LCP', value: 1234.56789, target: 'x'.repeat(400), detail: 'https://cdn.example/hero.avif?token=secret#a' })).toEqual({
      name: 'LCP',
      value: 1234.568,
      rating: undefined,
      target: 'x'.repeat(300),
      detail: 'https://cdn.example/hero.avif',
    });
    const item = errorItem('error', ` ${'m'.repeat(600)} `, 'at f (https://site.example/a.js?v=123:1:2)\nat g (https://site.example/b.js:3:4)');
    expect(item?.message).toHaveLength(500);
    expect(item?.stack).toBe('at f (https://site.example/a.js:1:2)\nat g (https://site.example/b.js:3:4)');
    expect(errorItem('rejection', '   ')).toBeNull();
  });

  it('names a remote that failed to load, and a hydration mismatch', () => {
    expect(remoteEventError({ id: 'mf_blog', lifecycle: 'onLoad', message: 'Failed to fetch' })).toEqual({
      kind: 'remote',
      message: 'Remote mf_blog failed to load (onLoad): Failed to fetch',
    });
    expect(remoteEventError({ id: 'page', lifecycle: 'hydrate' }).kind).toBe('hydration');
  });

  it('words an uncaught error and a rejection alike, whatever the browser prefixes', () => {
    expect(uncaughtMessage({ message: 'Uncaught TypeError: x is undefined', error: new TypeError('x is undefined') })).toBe('TypeError: x is undefined');
    expect(uncaughtMessage({ message: 'Script error.', error: null })).toBe('Script error.');
    expect(rejectionOf(new Error('nope')).message).toBe('Error: nope');
    expect(rejectionOf('plain reason')).toEqual({ message: 'plain reason' });
  });
});
