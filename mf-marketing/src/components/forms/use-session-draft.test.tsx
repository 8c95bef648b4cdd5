// @vitest-environment happy-dom
// A form's session draft on a generated page: the page was generated with the empty form, and after
// a reload the draft must show once the page has hydrated (a select kept its generated value before).
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { useSessionDraft } from './use-session-draft';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const KEY = 'test:draft';
const EMPTY = { name: '', format: '', consent: false };

function Form() {
  const [values, setValues] = useSessionDraft(KEY, EMPTY);
  return (
    <form>
      <input aria-label="name" value={values.name} onChange={(event) => setValues({ ...values, name: event.target.value })} />
      <select aria-label="format" value={values.format} onChange={(event) => setValues({ ...values, format: event.target.value })}>
        <option value="">—</option>
        <option value="video">video</option>
        <option value="office">office</option>
      </select>
    </form>
  );
}

afterEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = '';
});

it('puts the draft back into a generated form once it has hydrated, and keeps saving it', async () => {
  sessionStorage.removeItem(KEY);
  const generated = renderToString(<Form />);
  sessionStorage.setItem(KEY, JSON.stringify({ name: 'Ana', format: 'video', consent: true }));
  const container = document.createElement('div');
  container.innerHTML = generated;
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Form />, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  expect(container.querySelector('input')!.value).toBe('Ana');
  expect(container.querySelector('select')!.value).toBe('video');
  expect(JSON.parse(sessionStorage.getItem(KEY)!)).toEqual({ name: 'Ana', format: 'video' }); // consent is never saved
});
