// A message to the firm in this matter (the database stamps the sender from the session).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared-core/supabase';
import { matterKeys } from './keys';

/** The longest message (matter_messages_body_length): the field's maxLength and the form's check. */
export const MESSAGE_MAX_LENGTH = 5000;

export function useSendMessage(matterId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) => {
      const { error } = await getSupabase().from('matter_messages').insert({ matter_id: matterId, body: body.trim() });
      if (error) throw error;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: matterKeys.part(matterId, 'messages') }),
  });
}
