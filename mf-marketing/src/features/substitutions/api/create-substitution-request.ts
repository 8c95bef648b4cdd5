// Sends a hearing-substitution request through submit_substitution_request() (../../../components/forms/send-intake.ts) (raw limits, anti-spam,
// rate limits). Refusals come back as an IntakeError the form shows.
import { useMutation } from '@tanstack/react-query';
import type { Language } from 'shared-i18n';
import { CONSENT_TEXT_VERSION } from '@/components/forms/consent';
import { IntakeError, intakeRefusal } from '@/components/forms/intake-errors';
import { sendIntake } from '@/components/forms/send-intake';
import type { SubstitutionData } from '../lib/substitution-schema';

const COLUMNS = {
  lawyer_name: 'lawyerName',
  colegio: 'colegio',
  colegiado_number: 'colegiadoNumber',
  email: 'email',
  phone: 'phone',
  court: 'court',
  city: 'city',
  procedure_type: 'procedureType',
  notes: 'notes',
};
const LIMITS = { lawyer_name: 120, colegio: 120, colegiado_number: 20, email: 254, phone: 30, court: 200, city: 100, procedure_type: 120, notes: 5000 };

export async function createSubstitutionRequest(data: SubstitutionData, language: Language, humanCheckToken = ''): Promise<void> {
  const { error } = await sendIntake(
    'substitution',
    {
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
      website: data.website,
    },
    humanCheckToken,
  );
  if (error) {
    const message = error.message || 'substitution request refused';
    throw new IntakeError(message, intakeRefusal(message, COLUMNS, LIMITS));
  }
}

/** @param humanCheckToken the Turnstile token of the attempt (../../../components/forms/human-check.tsx) */
export function useCreateSubstitutionRequest(language: Language, humanCheckToken: () => string) {
  return useMutation({ mutationFn: (data: SubstitutionData) => createSubstitutionRequest(data, language, humanCheckToken()) });
}
