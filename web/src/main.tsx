import { lazy, StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import AppQueryNode from './__generated__/AppQuery.graphql';
import { ErrorBoundary } from './components/ErrorBoundary';
import { Loading } from './components/Loading';
import { LanguageProvider } from './i18n/LanguageProvider';
import { initialLanguage } from './i18n/languages';
import { loadCatalogue } from './i18n/messages';
import { askFirst, setNetworkLanguage, takeFirstAnswer } from './relay/request';
import { reloadOnceForMissingChunks } from './routing/missingChunks';
import { LOGIN_PATHS } from './routing/paths';
import { VisitorLogin } from './routing/VisitorLogin';
import './styles.css';

reloadOnceForMissingChunks();

// Ask who is logged in before React renders anything, while the member's messages download.
const appQuery = AppQueryNode.params;
const viewerAnswer = askFirst(appQuery);
const language = initialLanguage();

// The app with Relay, downloaded at once unless a visitor's login page can show first.
const loadApp = () => import('./RelayApp');
const RelayApp = lazy(() => loadApp().then(({ RelayApp }) => ({ default: RelayApp })));
const atLogin = LOGIN_PATHS.includes(location.pathname);
if (!atLogin) void loadApp().catch(() => undefined); // its failure shows where it renders

/** On a login path, whether the server said nobody is logged in (anything else, an outage too, is the app's to show). */
async function visitorAtLogin(): Promise<boolean> {
  if (!atLogin) return false;
  const answer = (await viewerAnswer.catch(() => null)) as { data?: { viewer?: unknown }; errors?: unknown } | null;
  return answer?.data?.viewer === null && !answer.errors;
}

/** A visitor's login page first, then (on leaving it) the app; else the app at once. */
function Page({ visitorFirst }: { visitorFirst: boolean }) {
  const [withRelay, setWithRelay] = useState(!visitorFirst);
  if (!withRelay) return <VisitorLogin onLeave={() => setWithRelay(true)} />;
  return (
    <ErrorBoundary onRetry={() => location.reload()}>
      <Suspense fallback={<Loading />}>
        <RelayApp />
      </Suspense>
    </ErrorBoundary>
  );
}

// Only the member's language is downloaded, and before the first render: the page never shows message ids.
void Promise.all([loadCatalogue(language), visitorAtLogin()]).then(([messages, visitorFirst]) => {
  // Relay asks again when it comes: by then the visitor may have logged in.
  if (visitorFirst) void takeFirstAnswer(appQuery);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <LanguageProvider initial={{ language, messages }} onChange={setNetworkLanguage}>
        <Page visitorFirst={visitorFirst} />
      </LanguageProvider>
    </StrictMode>,
  );
});
