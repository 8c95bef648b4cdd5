import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, languageOfPath, useLanguageStore } from 'shared-i18n';
import { appBaseUrl } from 'shared-ui';
import 'shared-ui/tokens.css';
import { App } from './app/app';

// The URL decides the language of the page, before the first render.
const language = languageOfPath(window.location.pathname);
useLanguageStore.getState().setLanguage(language);
void initI18n({ language, baseUrl: appBaseUrl });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
