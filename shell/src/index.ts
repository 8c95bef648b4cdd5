// The start-up modules are asked for in a task of their own: the federation runtime's work for them
// (share negotiation, chunk loading: promise callbacks) would otherwise run in the task that
// evaluates this entry, which was the longest of a first visit (docs/performance.md, issue #29).
setTimeout(() => import('./bootstrap'));
