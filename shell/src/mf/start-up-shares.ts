// The shared modules the shell's start-up needs, asked for a few per task before the start-up code
// itself (index.ts). Asking for a shared module runs the federation runtime's share negotiation and
// chunk loading (promise callbacks, script elements): for all of them in one task it was the longest
// task of a first visit, ~45 ms at 4× CPU (docs/performance.md, issue #29). The tasks are queued at
// once, so every download still starts at once; the start-up's own request then finds them loaded or
// on their way. Only shared modules belong here (start-up-shares.test.ts): any other module would be
// bundled into the shell's entry instead.
const STAGES: Array<() => Array<Promise<unknown>>> = [
  () => [import('react'), import('react/jsx-runtime')],
  () => [import('react-dom'), import('react-dom/client')],
  () => [import('i18next'), import('react-i18next')],
  () => [import('zustand'), import('shared-i18n')],
  () => [import('@tanstack/react-query'), import('shared-ui/router')],
  () => [import('shared-ui')],
];

/** Queues the stages, then `start`, each in a task of its own. A stage's failure is reported by
 *  `start`, which asks for the same modules. */
export function startInStages(start: () => Promise<unknown>) {
  for (const stage of STAGES) setTimeout(() => void Promise.all(stage()).catch(() => undefined));
  setTimeout(start);
}
