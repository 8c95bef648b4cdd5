import { describe, expect, it } from 'vitest';
import { authErrorKey } from './auth-errors';

describe('authErrorKey', () => {
  it('recognises GoTrue codes', () => {
    expect(authErrorKey({ code: 'invalid_credentials', status: 400 })).toBe('invalidCredentials');
    expect(authErrorKey({ code: 'over_request_rate_limit', status: 429 })).toBe('tooManyAttempts');
    expect(authErrorKey({ status: 429 })).toBe('tooManyAttempts');
    expect(authErrorKey({ code: 'mfa_verification_failed', status: 422 })).toBe('invalidCode');
  });
  it('treats fetch failures as network errors', () => {
    expect(authErrorKey({ name: 'AuthRetryableFetchError', status: 0, message: 'Failed to fetch' })).toBe('network');
    expect(authErrorKey(new TypeError('Failed to fetch'))).toBe('network');
  });
  it('falls back to a generic message', () => {
    expect(authErrorKey({ status: 500, message: 'boom' })).toBe('unknown');
    expect(authErrorKey(undefined)).toBe('unknown');
  });
});
