import { initialLanguage, type UiLanguage } from '../i18n/languages';

/**
 * What every GraphQL request over HTTP carries, without Relay: the login page for a visitor
 * shows before Relay downloads (main.tsx), and asks who is logged in with this alone.
 */

/** Sent with every HTTP operation: the BFF refuses operations without it (a page elsewhere cannot add it). */
const CSRF_HEADER = { 'x-graphql-yoga-csrf': '1' };

/** The language the BFF should answer in; the LanguageProvider keeps it current. */
let currentLanguage: UiLanguage = initialLanguage();
export function setNetworkLanguage(language: UiLanguage) {
  currentLanguage = language;
}
export const networkLanguage = () => currentLanguage;

/** The headers of an HTTP operation, besides its body's. */
export const requestHeaders = () => ({ ...CSRF_HEADER, accept: 'application/json', language: currentLanguage });

/** Relay's persisted id (the BFF keeps the texts), or the text for an operation without one. */
export function operationDocument(operation: { id?: string | null; text?: string | null }) {
  return operation.id ? { documentId: operation.id } : { query: operation.text ?? '' };
}

/** A persisted operation without variables, posted as Relay's network would post it: its answer's JSON. */
export async function postOperation(operation: { name: string; id?: string | null }): Promise<unknown> {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', ...requestHeaders() },
    body: JSON.stringify({ operationName: operation.name, ...operationDocument(operation), variables: {} }),
  });
  return response.json();
}

/**
 * The app query, asked as the page starts (before Relay has downloaded), and handed once to
 * Relay's network when it asks the same (relay/environment.ts): one request either way.
 */
let firstAnswer: { id: string; answer: Promise<unknown> } | undefined;
export function askFirst(operation: { name: string; id?: string | null }): Promise<unknown> {
  const answer = postOperation(operation);
  answer.catch(() => undefined); // read (and reported) by whoever takes it
  if (operation.id) firstAnswer = { id: operation.id, answer };
  return answer;
}

/** The answer asked first for `operation`, once; undefined for any other or a second time. */
export function takeFirstAnswer(operation: { id?: string | null }): Promise<unknown> | undefined {
  if (!firstAnswer || firstAnswer.id !== operation.id) return undefined;
  const { answer } = firstAnswer;
  firstAnswer = undefined;
  return answer;
}
