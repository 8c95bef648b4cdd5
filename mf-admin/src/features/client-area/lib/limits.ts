// The longest text each client-area field takes: the constraints of
// supabase/migrations/20261128100000_client_area.sql, given to the fields as maxLength so a paste
// stops there (issue 46, finding 9) and the database never refuses what the form let through.
export const CLIENT_AREA_LIMITS = {
  /** clients_full_name_length */
  fullName: 200,
  /** matters_title_length */
  matterTitle: 200,
  /** matters_next_step_length */
  nextStep: 500,
  /** matter_updates_body_length */
  updateBody: 5000,
  /** matter_messages_body_length */
  messageBody: 5000,
  /** document_requests_title_length */
  documentRequestTitle: 200,
  /** engagement_templates_body_length */
  templateBody: 50_000,
  /** engagement_letters_body_length */
  letterBody: 50_000,
} as const;
