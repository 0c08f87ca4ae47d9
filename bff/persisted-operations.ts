import { readFileSync } from 'node:fs';
import path from 'node:path';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';

/** relay-compiler's map of operation id (SHA-256 of the text) to operation text. */
export const PERSISTED_OPERATIONS_FILE = path.join(__dirname, '..', 'persisted-operations.json');

/** The web client sends `documentId` (GraphQL over HTTP's persisted-document field) instead of `query`. */
export function documentIdOf(params: object): string | null {
  const id = (params as { documentId?: unknown }).documentId;
  return typeof id === 'string' ? id : null;
}

/**
 * The operations the web client was built with. Production runs only these (ARCHITECTURE:
 * no arbitrary queries from the internet); elsewhere GraphiQL and tests may send any text.
 */
export class PersistedOperations {
  private readonly texts: Map<string, string>;

  constructor(
    readonly onlyPersisted: boolean,
    file = PERSISTED_OPERATIONS_FILE,
  ) {
    this.texts = new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
  }

  text(id: string): string | null {
    return this.texts.get(id) ?? null;
  }

  /** The operation text a request or socket subscription asks for, or why it is refused. */
  resolve(params: { query?: string | null } & object): { query: string } | { error: string } {
    const id = documentIdOf(params);
    if (id !== null) {
      const text = this.text(id);
      return text === null ? { error: 'PersistedQueryNotFound' } : { query: text };
    }
    if (this.onlyPersisted) return { error: 'PersistedQueryOnly' };
    return params.query ? { query: params.query } : { error: 'Must provide query string.' };
  }

  /** Yoga's plugin for HTTP requests. */
  plugin() {
    return usePersistedOperations({
      getPersistedOperation: (id) => this.text(id),
      extractPersistedOperationId: documentIdOf,
      allowArbitraryOperations: !this.onlyPersisted,
    });
  }
}
