// The way in of the three public forms: straight to the form's database function, or — where the
// Turnstile check is on (./human-check.tsx) — through the public-intake Edge Function with the
// visitor's token, which answers with the database's own refusals (supabase/functions/public-intake).
// Either way the caller gets { data, error } with the refusal code in error.message.
import { runtimeConfig } from 'shared-core';
import type { Json } from 'shared-core/database';
import { getPublicDb } from 'shared-core/public-db';

export type IntakeForm = 'contact' | 'substitution' | 'booking';

const FUNCTIONS = {
  contact: 'submit_contact_request',
  substitution: 'submit_substitution_request',
  booking: 'book_consultation',
} as const;

export interface IntakeAnswer {
  data: unknown;
  error: { message: string } | null;
}

export async function sendIntake(form: IntakeForm, request: { [key: string]: Json | undefined }, humanCheckToken: string): Promise<IntakeAnswer> {
  const { turnstileSiteKey, supabaseUrl, supabaseAnonKey } = runtimeConfig();
  if (!turnstileSiteKey) return getPublicDb().rpc(FUNCTIONS[form], { request });
  try {
    const response = await fetch(`${supabaseUrl.replace(/\/$/, '')}/functions/v1/public-intake`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` },
      body: JSON.stringify({ form, request, turnstile_token: humanCheckToken }),
    });
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    if (response.ok) return { data: body, error: null };
    return { data: null, error: { message: typeof body?.message === 'string' ? body.message : `HTTP ${response.status}` } };
  } catch (error) {
    // The network: the form keeps everything and says it could not send (no refusal code).
    return { data: null, error: { message: error instanceof Error ? error.message : String(error) } };
  }
}
