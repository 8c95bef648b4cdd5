import { renderStandalone } from 'shared-ui/harness';
import ClientAreaApp from './pages/client-area-app';

renderStandalone('mf_clients', { clientArea: ClientAreaApp });
