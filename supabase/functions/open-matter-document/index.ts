// open-matter-document: how a client opens a file of their matter (issue #46, finding 8). Clients have
// no read access to the client-documents bucket, so they can neither download a file nor sign a URL for
// it themselves; this function is their only way to a file, and every use of it is logged:
//   1. open_matter_document(document) runs with the caller's own token: it checks that the caller may
//      open the file (a client of its matter, or an admin) and writes the document_access_log row;
//   2. the service role then signs a URL for exactly that path, valid for 60 seconds.
// Hosted Storage cannot cap a signed URL's lifetime per bucket; this is where the 60 s is decided.
// Body: { document: <matter_documents.id> } → { signedUrl, expiresIn }. Errors: 400 document_bad_request,
// 404 document_not_found (also for someone else's file: the same answer), 502 document_sign_failed.

import { openDocumentHandler } from './open-document.ts';

const env = (name: string) => Deno.env.get(name) ?? '';
Deno.serve(openDocumentHandler({ supabaseUrl: env('SUPABASE_URL'), anonKey: env('SUPABASE_ANON_KEY'), serviceKey: env('SUPABASE_SERVICE_ROLE_KEY') }));
