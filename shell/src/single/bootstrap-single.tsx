// The perf measurement build's entry: the same start-up as the shell, with the remotes' pages
// imported directly instead of through module federation.
import { startShell } from '@/app/start';
import { singlePages } from './pages-single';

void startShell(singlePages);
