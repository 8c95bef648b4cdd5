// @vitest-environment happy-dom
// The client area's text fields carry their limits as maxLength (issue 46, finding 9: a 10 MB paste
// froze a page): a message to the firm (matter_messages_body_length) and the sign-in e-mail
// (public.is_email_shaped); a message never holds more than its limit, and a note says a longer
// text was cut.
import { act, fireEvent, screen } from '@testing-library/react';
import { EMAIL_MAX_LENGTH } from 'shared-ui/form-field';
import { renderAt } from 'shared-ui/testing';
import { expect, it } from 'vitest';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { MESSAGE_MAX_LENGTH } from '@/features/matters/api/send-message';
import { MessagesSection } from '@/features/matters/components/messages-section';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const messages = () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });

it('a message takes at most MESSAGE_MAX_LENGTH characters, and says when a longer text was cut', async () => {
  const { container } = await renderAt('/area-clientes', <MessagesSection matterId="m-1" language="es" />, messages, ['clients']);
  const textarea = container.querySelector('textarea')!;
  expect(textarea.maxLength).toBe(MESSAGE_MAX_LENGTH);
  expect(screen.queryByRole('status')).toBeNull();
  // A value that passes the browser's maxlength (set by script): the form keeps the limit of it.
  await act(async () => fireEvent.change(textarea, { target: { value: 'x'.repeat(10 * 1024 * 1024) } }));
  expect(textarea.value).toHaveLength(MESSAGE_MAX_LENGTH);
  const note = await screen.findByRole('status');
  expect(note.textContent).toContain(String(MESSAGE_MAX_LENGTH));
  expect(textarea.getAttribute('aria-describedby')).toContain(note.id);
});

it('the sign-in e-mail takes at most EMAIL_MAX_LENGTH characters', async () => {
  const { container } = await renderAt('/area-clientes', <SignInForm language="es" />, undefined, ['clients']);
  const inputs = [...container.querySelectorAll('input')];
  expect(inputs.map((input) => [input.type, input.maxLength])).toEqual([['email', EMAIL_MAX_LENGTH]]);
});
