import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay';
import { BrowserRouter } from 'react-router-dom';
import type { AppQuery as AppQueryType } from './__generated__/AppQuery.graphql';
import { App, AppQuery } from './App';
import { LanguageProvider } from './i18n/LanguageProvider';
import { environment, setNetworkLanguage } from './relay/environment';
import './styles.css';

// Start asking who is logged in before React renders anything.
const initialQueryRef = loadQuery<AppQueryType>(environment, AppQuery, {}, { fetchPolicy: 'store-or-network' });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <LanguageProvider onChange={setNetworkLanguage}>
        <BrowserRouter>
          <App initialQueryRef={initialQueryRef} />
        </BrowserRouter>
      </LanguageProvider>
    </RelayEnvironmentProvider>
  </StrictMode>,
);
