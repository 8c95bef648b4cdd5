// client-telemetry: the one endpoint of the pages' Core Web Vitals and client errors, sent only with the
// visitor's analytics consent (shell/src/features/telemetry). Validation, the per-address limit and
// storage are in the database (supabase/migrations/*_client_telemetry.sql); this checks the size.
import { configFromEnv, telemetryHandler } from './telemetry.ts';

Deno.serve(telemetryHandler(configFromEnv(Deno.env)));
