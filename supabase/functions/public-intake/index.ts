// public-intake: the public forms' way in on a hosted project with CAPTCHA (intake_settings.
// captcha_required, supabase/migrations/*_intake_abuse.sql). Checks the visitor's Turnstile token with
// TURNSTILE_SECRET_KEY (and that it was solved on the site, for this form), then calls the form's
// database function with the service role, vouching for the visitor's address so the limits per address
// still count the visitor. Without a secret it answers 503 while captcha_required is on (unless
// TURNSTILE_ALLOW_MISSING_SECRET=1 against a local backend) and only forwards while it is off (the local
// set-up, offline). Body: { form: contact|substitution|booking, request, turnstile_token }.
import { configFromEnv, intakeHandler } from './intake.ts';

Deno.serve(intakeHandler(configFromEnv(Deno.env)));
