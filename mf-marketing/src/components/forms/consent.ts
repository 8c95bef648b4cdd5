/**
 * Version of the first-layer privacy text shown beside the forms (legal:privacy.formNotice and
 * consentLabel). Stored with every request as GDPR evidence: bump it whenever those texts change.
 */
export const CONSENT_TEXT_VERSION = 'privacy-form-2026-11';
