// The database's hourly limits per matter on what a client sends (supabase/migrations/
// 20261130120000_client_area_limits.sql): 10 messages (PT429 matter_message_limit, through PostgREST)
// and 10 uploads (PT429 document_upload_limit, raised by the bucket's insert policy; local-supabase
// answers it as 429 with that message, hosted Storage may report it as a plain failure).
const messageOf = (error: unknown) => String((error as { message?: unknown } | null)?.message ?? '');

export const isMessageLimit = (error: unknown) => messageOf(error) === 'matter_message_limit';
export const isUploadLimit = (error: unknown) => messageOf(error).includes('document_upload_limit');
