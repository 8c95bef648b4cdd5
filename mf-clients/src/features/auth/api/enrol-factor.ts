// Starts turning two-step sign-in on: a new TOTP factor, answered with its QR code and key.
// The factor decides who may open the account from then on, so it is added only from a sign-in of
// the last five minutes (as the admins' first factor, supabase/README.md "MFA policy"): an older
// session answers `reauthentication_needed` and the screen confirms the e-mail first. local-supabase
// enforces the same age on the server; hosted GoTrue does not, so this check is the UI's part.
import { useMutation } from '@tanstack/react-query';
import { lazySupabase } from '@/lib/lazy-supabase';

const FRESH_SIGN_IN_SECONDS = 300;

export interface NewFactor {
  id: string;
  qrCode: string;
  secret: string;
}

export function useEnrolFactor() {
  return useMutation({
    /** `confirmed`: the e-mail code was entered just now (the server still checks on its side). */
    mutationFn: async ({ confirmed }: { confirmed: boolean }): Promise<NewFactor> => {
      const supabase = await lazySupabase();
      const { data: level } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
      // GoTrue's amr: one entry per method used in this session, each with when (seconds).
      const signedInAt = Math.max(0, ...(level?.currentAuthenticationMethods ?? []).map((method) => (typeof method === 'string' ? 0 : method.timestamp)));
      if (!confirmed && Date.now() / 1000 - signedInAt > FRESH_SIGN_IN_SECONDS)
        throw Object.assign(new Error('sign-in too old'), { code: 'reauthentication_needed' });
      const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp' });
      if (error) throw error;
      return { id: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
    },
  });
}
