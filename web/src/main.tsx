import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { LanguageProvider } from './i18n/LanguageProvider';
import { environment, setNetworkLanguage } from './relay/environment';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <LanguageProvider onChange={setNetworkLanguage}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </LanguageProvider>
    </RelayEnvironmentProvider>
  </StrictMode>,
);
