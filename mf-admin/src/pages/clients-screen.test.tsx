// @vitest-environment happy-dom
// The firm's matters on the clients screen are a list screen (components/list-screen.tsx) against
// PostgREST's answers: one page with its total, a status, client or text filter asking the server
// again, each row opening its matter, and the empty state.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { postgrestRows, renderAdmin, testBackend, type SeenRequest } from '@/test/render-admin';
import { EMAIL_MAX_LENGTH } from 'shared-ui/form-field';
import type { MatterListRow } from '@/features/client-area/api/get-matters';
import { CLIENT_AREA_LIMITS } from '@/features/client-area/lib/limits';
import ClientsScreen from './clients-screen';

const CLIENTS = [
  { id: 'c1', email: 'lucia@example.org', full_name: 'Lucía Ferrer', language: 'es', created_at: '2026-11-01T10:00:00Z' },
  { id: 'c2', email: 'jane@example.org', full_name: 'Jane Harper', language: 'en', created_at: '2026-11-02T10:00:00Z' },
];

const matter = (id: number, title: string, status: MatterListRow['status'], client: (typeof CLIENTS)[number]): MatterListRow & { client_id: string } => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  title,
  status,
  next_step: id === 1 ? 'Firma en notaría' : null,
  next_step_on: id === 1 ? '2026-12-03' : null,
  clients: { full_name: client.full_name, email: client.email },
  client_id: client.id,
});

const MATTERS = [
  matter(1, 'Herencia de la casa de Xàbia', 'in_progress', CLIENTS[0]),
  matter(2, 'Divorce settlement', 'opened', CLIENTS[1]),
  matter(3, 'Compraventa', 'closed', CLIENTS[0]),
];

/** A PostgREST stand-in for matters: `eq` on status and client_id, `or` of ilike on the title and next step. */
function mattersTable({ url }: SeenRequest) {
  const eq = (column: string) => url.searchParams.get(column)?.replace(/^eq\./, '');
  const term = /title\.ilike\."\*(.*?)\*"/.exec(url.searchParams.get('or') ?? '')?.[1]?.toLowerCase();
  const rows = MATTERS.filter(
    (row) =>
      (!eq('status') || row.status === eq('status')) &&
      (!eq('client_id') || row.client_id === eq('client_id')) &&
      (!term || row.title.toLowerCase().includes(term) || !!row.next_step?.toLowerCase().includes(term)),
  );
  return postgrestRows(rows);
}

const filters = () => within(screen.getByRole('search', { name: 'Filtros' }));
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const titles = () => bodyRows().map((row) => within(row).queryByRole('rowheader')?.textContent);

describe('Clients screen: the firm’s matters', () => {
  it('lists a page of matters, filters them on the server, opens each and says when nothing matches', async () => {
    const backend = testBackend({
      'GET /rest/v1/matters': mattersTable,
      'GET /rest/v1/clients': () => postgrestRows(CLIENTS),
      'GET /rest/v1/lawyers': () => postgrestRows([]),
    });
    await renderAdmin('/config-blogmr/clientes', <ClientsScreen />, backend.handle);

    expect(await screen.findByRole('rowheader', { name: 'Herencia de la casa de Xàbia' })).toBeTruthy();
    expect(titles()).toEqual(['Herencia de la casa de Xàbia', 'Divorce settlement', 'Compraventa']);
    expect(screen.getByRole('status').textContent).toBe('Página 1 de 1 · 3 resultados');
    const first = within(bodyRows()[0]);
    expect(first.getByText('Firma en notaría')).toBeTruthy();
    expect(first.getByText('Lucía Ferrer')).toBeTruthy();
    expect(first.getByText('En tramitación')).toBeTruthy();
    // Each row opens its matter; the link's name starts with what it shows.
    expect(first.getByRole('link', { name: 'Abrir el asunto Herencia de la casa de Xàbia' }).getAttribute('href')).toBe(
      '/config-blogmr/clientes/00000000-0000-4000-8000-000000000001',
    );
    const listRequest = backend.seen.findLast((request) => request.url.pathname === '/rest/v1/matters')!;
    expect(listRequest.url.searchParams.get('limit')).toBe('25');

    // A status, then a client, asks the server for the narrower list.
    await userEvent.selectOptions(filters().getByRole('combobox', { name: 'Estado' }), 'closed');
    await waitFor(() => expect(titles()).toEqual(['Compraventa']));
    await userEvent.selectOptions(filters().getByRole('combobox', { name: 'Cliente' }), 'Jane Harper (jane@example.org)');
    expect(await screen.findByText('No hay resultados con estos filtros.')).toBeTruthy();
    expect(backend.seen.findLast((request) => request.url.pathname === '/rest/v1/matters')!.url.searchParams.get('client_id')).toBe('eq.c2');

    // Cleared, then searched by the next step's text.
    await userEvent.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    await userEvent.type(filters().getByRole('searchbox', { name: /Buscar/ }), 'notaría');
    await waitFor(() => expect(titles()).toEqual(['Herencia de la casa de Xàbia']));
  });

  it('gives the invitation and new matter fields their database limits as maxLength', async () => {
    const backend = testBackend({
      'GET /rest/v1/matters': mattersTable,
      'GET /rest/v1/clients': () => postgrestRows(CLIENTS),
      'GET /rest/v1/lawyers': () => postgrestRows([]),
    });
    await renderAdmin('/config-blogmr/clientes', <ClientsScreen />, backend.handle);
    const maxLength = (name: string) => (screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement).maxLength;
    expect(maxLength('Nombre completo')).toBe(CLIENT_AREA_LIMITS.fullName);
    expect(maxLength('Correo electrónico')).toBe(EMAIL_MAX_LENGTH);
    expect(maxLength('Asunto')).toBe(CLIENT_AREA_LIMITS.matterTitle);
  });
});
