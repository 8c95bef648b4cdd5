// @vitest-environment happy-dom
// The contact inbox, a list screen (components/list-screen.tsx), against PostgREST's answers: the
// rows of the first page, a filter asking the server again, the CSV of the filtered rows and the
// empty state.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postgrestRows, renderAdmin, testBackend, type SeenRequest } from '@/test/render-admin';
import type { ContactRequest } from '@/features/contact-requests/api/contact-request';
import ContactRequestsScreen from './contact-requests-screen';

afterEach(() => vi.restoreAllMocks());

const request = (id: number, name: string, status: ContactRequest['status'], language: string): ContactRequest => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  name,
  email: `${name.split(' ')[0].toLowerCase()}@example.com`,
  phone: null,
  consultation_format: 'phone',
  practice_area: 'civil',
  message: `Mensaje de ${name}`,
  language,
  consent_given: true,
  consent_text_version: '2026-01',
  consent_at: '2026-11-20T10:00:00Z',
  status,
  status_changed_by: null,
  status_changed_at: null,
  created_at: `2026-11-2${id}T10:00:00Z`,
  updated_at: `2026-11-2${id}T10:00:00Z`,
});

const ROWS = [request(3, 'Ana Nueva', 'new', 'es'), request(2, 'Bruno Respondido', 'answered', 'de'), request(1, 'Carla Archivada', 'archived', 'fr')];

/** A PostgREST stand-in for contact_requests: `eq` filters on the columns the screen filters by. */
function contactRequestsTable({ url }: SeenRequest) {
  const eq = (column: keyof ContactRequest) => url.searchParams.get(column)?.replace(/^eq\./, '');
  const rows = ROWS.filter((row) => (['status', 'practice_area', 'language'] as const).every((column) => !eq(column) || row[column] === eq(column)));
  return postgrestRows(rows);
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('Contact requests screen', () => {
  it('lists the requests, filters on the server, exports the filtered rows and says when nothing matches', async () => {
    const backend = testBackend({ 'GET /rest/v1/contact_requests': contactRequestsTable });
    await renderAdmin('/config-blogmr/cuestionario', <ContactRequestsScreen />, backend.handle);

    expect(await screen.findByRole('rowheader', { name: /Ana Nueva/ })).toBeTruthy();
    expect(bodyRows().map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Ana Nuevaana@example.com',
      'Bruno Respondidobruno@example.com',
      'Carla Archivadacarla@example.com',
    ]);
    expect(screen.getByRole('status').textContent).toBe('Página 1 de 1 · 3 resultados');

    // A filter asks the server for the filtered list.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'answered');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(bodyRows()[0]).getByRole('rowheader').textContent).toContain('Bruno Respondido');
    expect(backend.seen.at(-1)?.url.searchParams.get('status')).toBe('eq.answered');

    // The CSV holds every filtered row, whole (message included), and nothing else.
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:test';
    });
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const csv = await blobs[0].text();
    expect(csv.split('\r\n')[0]).toBe('\uFEFFRecibida,Nombre,Correo electrónico,Teléfono,Área,Formato,Idioma,Estado,Último cambio de estado,Mensaje');
    expect(csv.split('\r\n').slice(1)).toEqual([
      '2026-11-22T10:00:00Z,Bruno Respondido,bruno@example.com,,Derecho civil,Teléfono,de,Respondida,,Mensaje de Bruno Respondido',
      '',
    ]);

    // No request in that language with that status: the empty state.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'ru');
    expect(await screen.findByText('No hay resultados con estos filtros.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Página 1 de 1 · 0 resultados');
  });
});
