import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay';
import type { AppQuery as AppQueryType } from './__generated__/AppQuery.graphql';
import { App, AppQuery } from './App';
import { LanguageProvider } from './i18n/LanguageProvider';
import { initialLanguage } from './i18n/languages';
import { loadCatalogue } from './i18n/messages';
import { environment, setNetworkLanguage } from './relay/environment';
import { reloadOnceForMissingChunks } from './routing/missingChunks';
import './styles.css';

reloadOnceForMissingChunks();

// Start asking who is logged in before React renders anything, while the member's messages download.
const initialQueryRef = loadQuery<AppQueryType>(environment, AppQuery, {}, { fetchPolicy: 'store-or-network' });
const language = initialLanguage();

// Only the member's language is downloaded, and before the first render: the page never shows message ids.
void loadCatalogue(language).then((messages) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RelayEnvironmentProvider environment={environment}>
        <LanguageProvider initial={{ language, messages }} onChange={setNetworkLanguage}>
          <App initialQueryRef={initialQueryRef} />
        </LanguageProvider>
      </RelayEnvironmentProvider>
    </StrictMode>,
  ),
);
