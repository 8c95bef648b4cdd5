// @vitest-environment happy-dom
import { createRoot } from 'react-dom/client';
import { expect, it, vi } from 'vitest';
import { toast, Toaster } from './toaster';

// sonner animates on timers of its own: wait for what a visitor would see instead of act().
it('renders nothing until the first toast, then shows it (and the ones after) through sonner', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(<Toaster dir="rtl" />);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(container.innerHTML).toBe('');
  expect(document.querySelector('[data-sonner-toaster]')).toBeNull();

  const id = toast.success('Guardado', { description: 'Solicitud enviada' });
  expect(id).toBeTruthy();
  // The first toast imports sonner: on a busy machine that takes more than waitFor's default second.
  await vi.waitFor(() => expect(document.body.textContent).toContain('Solicitud enviada'), { timeout: 10_000 });
  const toaster = document.querySelector('[data-sonner-toaster]')!;
  expect(toaster.getAttribute('dir')).toBe('rtl');
  expect(toaster.getAttribute('data-x-position')).toBe('left');

  toast.error('No se pudo guardar');
  await vi.waitFor(() => expect(document.body.textContent).toContain('No se pudo guardar'), { timeout: 10_000 });
  root.unmount();
});
