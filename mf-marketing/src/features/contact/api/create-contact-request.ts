// Inserts a contact request. anon may insert but never read back, so no .select() (PostgREST
// return=minimal); consent_at, status and created_at are set by the database.
import { useMutation } from '@tanstack/react-query';
import type { Language } from 'shared-i18n';
import { getPublicDb } from 'shared-ui/public-db';
import { CONSENT_TEXT_VERSION } from '../../forms/consent';
import type { ContactData } from '../contact-schema';

export async function createContactRequest(data: ContactData, language: Language): Promise<void> {
  const { error } = await getPublicDb()
    .from('contact_requests')
    .insert({
      name: data.name,
      email: data.email,
      phone: data.phone || null,
      consultation_format: data.consultationFormat,
      practice_area: data.practiceArea,
      message: data.message,
      language,
      consent_given: data.consent,
      consent_text_version: CONSENT_TEXT_VERSION,
    });
  if (error) throw new Error(error.message || 'contact request refused');
}

export function useCreateContactRequest(language: Language) {
  return useMutation({ mutationFn: (data: ContactData) => createContactRequest(data, language) });
}
