// @vitest-environment happy-dom
// The reporter (and web-vitals with it) is loaded only after analytics consent, at idle; errors seen
// before are handed over then, and without consent they never leave the page.
import { useConsentStore } from 'shared-ui';
import { beforeEach, expect, it, vi } from 'vitest';

const startReporter = vi.fn();
vi.mock('./reporter', () => ({ startReporter }));

beforeEach(() => {
  startReporter.mockReset();
  useConsentStore.setState({ choice: null });
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

it('loads nothing without a choice or after a refusal', async () => {
  const { startTelemetry } = await import('./telemetry');
  const idle: Array<() => void> = [];
  startTelemetry({ whenIdle: (task) => idle.push(task) });
  useConsentStore.getState().rejectAll();
  window.dispatchEvent(new ErrorEvent('error', { message: 'Boom before consent' }));
  await flush();
  expect(idle).toHaveLength(0);
  expect(startReporter).not.toHaveBeenCalled();
});

it('loads the reporter at idle once analytics is accepted, with the errors seen before', async () => {
  const { startTelemetry } = await import('./telemetry');
  const idle: Array<() => void> = [];
  startTelemetry({ whenIdle: (task) => idle.push(task) });
  window.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught Error: Boom early', error: new Error('Boom early') }));
  expect(idle).toHaveLength(0);
  useConsentStore.getState().acceptAll();
  expect(idle).toHaveLength(1);
  expect(startReporter).not.toHaveBeenCalled(); // not before the browser is idle
  idle[0]();
  await vi.waitFor(() => expect(startReporter).toHaveBeenCalledTimes(1));
  const [handedOver] = startReporter.mock.calls[0] as [ErrorEvent[]];
  expect(handedOver.map((event) => [event.type, event.error?.message])).toEqual([['error', 'Boom early']]);
  useConsentStore.getState().acceptAll();
  expect(idle).toHaveLength(1); // once
});
