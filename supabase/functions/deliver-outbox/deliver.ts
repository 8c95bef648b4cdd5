// One delivery run: claim what is due, compose and send each message, record each outcome. Runs until
// nothing is due or the time budget is spent (the sweep picks up the rest).
import type { SupabaseClient } from '@supabase/supabase-js';
import { composeEmail } from './compose.ts';
import { PermanentError, type ClaimedMessage, type MessageSettings } from './messages.ts';
import { PermanentSendError, type Transport } from './transport.ts';

export interface RunSummary {
  sent: number;
  failed: number;
}

export async function deliverDue(client: SupabaseClient, transport: Transport, settings: MessageSettings, budgetMs = 20_000): Promise<RunSummary> {
  const deadline = Date.now() + budgetMs;
  const summary: RunSummary = { sent: 0, failed: 0 };
  while (Date.now() < deadline) {
    const { data, error } = await client.rpc('claim_outbox', { batch_size: 10 });
    if (error) throw new Error(`claim_outbox: ${error.message}`);
    const claimed = (data ?? []) as ClaimedMessage[];
    if (claimed.length === 0) break;
    for (const message of claimed) {
      let outcome: Record<string, unknown>;
      try {
        const email = composeEmail(message, settings);
        const result = await transport.send(email);
        outcome = { delivered: true, delivered_to: email.to, provider_id: result.providerId ?? null };
        summary.sent += 1;
      } catch (failure) {
        const permanent = failure instanceof PermanentError || failure instanceof PermanentSendError;
        outcome = { delivered: false, error: (failure as Error).message, permanent };
        summary.failed += 1;
      }
      const { error: finishError } = await client.rpc('finish_outbox', { message_id: message.id, ...outcome });
      if (finishError) throw new Error(`finish_outbox: ${finishError.message}`);
    }
  }
  return summary;
}
