// Starts enrolling a TOTP factor: answers the QR code and secret to confirm with a code.
// The first factor asks for the password again (a fresh sign-in): it decides who owns the account,
// so an unattended or stolen session must not be able to add one. A wrong password comes back with
// `field: 'password'` so the screen shows it beside that field.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { authKeys } from './keys';

export interface MfaEnrolment {
  id: string;
  qrCode: string;
  secret: string;
}

export function useEnrolMfaFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      reauthenticate,
      friendlyName,
    }: {
      reauthenticate?: { email: string; password: string };
      friendlyName: string;
    }): Promise<MfaEnrolment> => {
      const supabase = getSupabase();
      if (reauthenticate) {
        const { error } = await supabase.auth.signInWithPassword(reauthenticate);
        if (error) throw Object.assign(error, { field: 'password' });
      }
      const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName });
      if (error) throw error;
      return { id: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.mfaFactors() }),
  });
}
