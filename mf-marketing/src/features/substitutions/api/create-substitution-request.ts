// Inserts a hearing-substitution request (anon: insert only, no read back, so no .select()).
import { useMutation } from '@tanstack/react-query';
import type { Language } from 'shared-i18n';
import { getPublicDb } from 'shared-ui/public-db';
import { CONSENT_TEXT_VERSION } from '../../forms/consent';
import type { SubstitutionData } from '../substitution-schema';

export async function createSubstitutionRequest(data: SubstitutionData, language: Language): Promise<void> {
  const { error } = await getPublicDb()
    .from('substitution_requests')
    .insert({
      lawyer_name: data.lawyerName,
      colegio: data.colegio,
      colegiado_number: data.colegiadoNumber,
      email: data.email,
      phone: data.phone,
      court: data.court,
      city: data.city,
      hearing_date: data.hearingDate,
      hearing_time: data.hearingTime,
      procedure_type: data.procedureType,
      procurator_needed: data.procuratorNeeded,
      notes: data.notes || null,
      language,
      consent_given: data.consent,
      consent_text_version: CONSENT_TEXT_VERSION,
    });
  if (error) throw new Error(error.message || 'substitution request refused');
}

export function useCreateSubstitutionRequest(language: Language) {
  return useMutation({ mutationFn: (data: SubstitutionData) => createSubstitutionRequest(data, language) });
}
