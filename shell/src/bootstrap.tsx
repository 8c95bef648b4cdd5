import { shellPages } from './app/pages';
import { startShell } from './app/start';

void startShell(shellPages);
