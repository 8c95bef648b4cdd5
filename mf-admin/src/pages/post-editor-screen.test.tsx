// @vitest-environment happy-dom
// The post editor as the staff use it, against a stubbed backend answering as PostgREST does: the
// slug follows the title, a refused save keeps what was typed and says why, and a save over someone
// else's newer version opens the conflict dialog instead of overwriting it.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADDITIONAL_CATEGORIES_LIMIT, CATEGORY_LIMIT, SEO_LIMITS, SLUG_LIMIT, TEXT_LIMITS, type PostRow } from '@/features/posts/lib/post-model';
import { postRow } from '@/features/posts/lib/test-rows';
import PostEditorScreen from './post-editor-screen';
import { postgrestError, postgrestRows, recordingBackend, renderAdmin, signInAdmin, type SeenRequest } from '@/test/render-admin';

afterEach(() => vi.restoreAllMocks());

const ROUTES = [
  { path: '/config-blogmr/post/new', element: <PostEditorScreen /> },
  { path: '/config-blogmr/post/:postId', element: <PostEditorScreen /> },
];

const post = (patch: Partial<PostRow> = {}) =>
  postRow({
    slug: 'herencias-en-espana',
    category: 'Civil',
    status: 'published',
    published_at: '2026-11-01T09:00:00Z',
    version: 3,
    title: 'Herencias en España',
    excerpt: 'Lo que hay que saber.',
    content: 'Texto de la entrada.',
    ...patch,
  });

/** How the backend answers a request (nothing: unreachable). */
type Answer = (request: SeenRequest) => Response | undefined;

/** The tables the editor reads; `write` answers inserts and updates of blog_posts. */
const backend =
  (stored: PostRow[], write: Answer = () => undefined): Answer =>
  (request) => {
    const { pathname, searchParams } = request.url;
    if (pathname === '/rest/v1/blog_post_site_status') return postgrestRows([]);
    if (pathname !== '/rest/v1/blog_posts') return undefined;
    if (request.method !== 'GET') return write(request);
    const id = searchParams.get('id')?.replace(/^eq\./, '');
    return postgrestRows(id ? stored.filter((row) => row.id === id) : stored);
  };

/** What the editor sent to the backend in the current test. */
let sentRequests: SeenRequest[] = [];

async function open(pathname: string, answer: Answer) {
  const server = recordingBackend(answer);
  sentRequests = server.seen;
  signInAdmin();
  await act(async () => {
    await renderAdmin(pathname, ROUTES, server.handle);
  });
  return screen.findByRole('textbox', { name: 'Título' });
}

describe('PostEditorScreen', () => {
  it('fills the slug from the Spanish title, avoiding the slugs other posts use', async () => {
    const title = await open('/config-blogmr/post/new', backend([post({ id: 'p9', slug: 'divorcio-expres' })]));
    const slug = screen.getByRole('textbox', { name: /Dirección \(slug\)/ });
    await waitFor(() => expect(sentRequests.some((request) => request.url.pathname === '/rest/v1/blog_posts')).toBe(true));
    await userEvent.type(title, 'Divorcio exprés');
    expect(slug).toHaveProperty('value', 'divorcio-expres-1');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'divorcio');
    await userEvent.type(title, ' en 2026');
    expect(slug).toHaveProperty('value', 'divorcio');
  }, 20_000);

  it("gives every text field its schema's limit as maxLength, and says when a field holds its maximum", async () => {
    const title = await open('/config-blogmr/post/new', backend([]));
    const form = title.closest('form') ?? document.body;
    const controls = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].filter(
      (control) => control instanceof HTMLTextAreaElement || ['text', 'url', 'search'].includes(control.type),
    );
    expect(Object.fromEntries(controls.map((control) => [control.name, control.maxLength]))).toEqual({
      title_es: TEXT_LIMITS.title,
      excerpt_es: TEXT_LIMITS.excerpt,
      content_es: TEXT_LIMITS.content,
      meta_title_es: SEO_LIMITS.metaTitle,
      meta_description_es: SEO_LIMITS.metaDescription,
      image_alt_es: SEO_LIMITS.imageAlt,
      social_image_es: SEO_LIMITS.socialImage,
      slug: SLUG_LIMIT,
      category: CATEGORY_LIMIT,
      additional_categories: ADDITIONAL_CATEGORIES_LIMIT,
    });
    // A paste stops at maxLength (in the browser); a title that long gets the note beside it.
    await userEvent.click(title);
    await userEvent.paste('x'.repeat(TEXT_LIMITS.title));
    expect(title).toHaveProperty('value', 'x'.repeat(TEXT_LIMITS.title));
    expect(within(title.parentElement!).getByRole('status').textContent).toContain(String(TEXT_LIMITS.title));
  }, 20_000);

  it('keeps what was typed when the save is refused, and says why in Spanish', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refuse: Answer = () => postgrestError(403, '42501', 'new row violates row-level security policy for table "blog_posts"');
    const title = await open('/config-blogmr/post/new', backend([], refuse));
    await userEvent.type(title, 'Costas procesales');
    await userEvent.type(screen.getByRole('textbox', { name: 'Resumen' }), 'Quién paga.');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'No se ha podido guardar: la sesión ha caducado o no tiene permisos. El borrador se conserva.',
    );
    expect(title).toHaveProperty('value', 'Costas procesales');
    expect(screen.getByRole('textbox', { name: 'Resumen' })).toHaveProperty('value', 'Quién paga.');
    expect(screen.getByRole('textbox', { name: /Dirección \(slug\)/ })).toHaveProperty('value', 'costas-procesales');
    expect(screen.getByRole('button', { name: 'Guardar' })).toHaveProperty('disabled', false);
    const insert = sentRequests.find((request) => request.method === 'POST');
    expect(insert?.body).toMatchObject({ title: 'Costas procesales', excerpt: 'Quién paga.', slug: 'costas-procesales' });
  }, 20_000);

  it('opens the conflict dialog when someone saved the post meanwhile, and can load their version', async () => {
    const stored = [post()];
    const theirs = post({ title: 'Herencias en España: guía 2026', version: 4 });
    const conflict: Answer = (request) => {
      // The trigger of supabase/migrations/20261124100000_publishing.sql, as PostgREST reports it.
      stored[0] = theirs;
      return request.method === 'PATCH'
        ? postgrestError(
            409,
            'PT409',
            'version_conflict: this post was saved by someone else (current version 4)',
            'Reload the post, or keep your copy as a new draft.',
          )
        : undefined;
    };
    const title = await open('/config-blogmr/post/p1', backend(stored, conflict));
    await userEvent.type(title, ' (revisado)');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Otra persona ha guardado esta entrada' });
    expect(sentRequests.find((request) => request.method === 'PATCH')?.body).toMatchObject({ title: 'Herencias en España (revisado)', version: 3 });
    const compare = await within(dialog).findByRole('table');
    expect(within(compare).getByRole('row', { name: /Título/ }).textContent).toContain('Herencias en España (revisado)');
    expect(within(compare).getByRole('row', { name: /Título/ }).textContent).toContain('Herencias en España: guía 2026');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Ver la versión guardada (descartar mis cambios)' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(title).toHaveProperty('value', 'Herencias en España: guía 2026');
    expect(screen.getByText('Se ha cargado la versión guardada por la otra persona.')).toBeTruthy();
  }, 20_000);
});
