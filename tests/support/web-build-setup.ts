import { buildWebClient } from './web-build';

/**
 * Vitest's global setup for the browser tests: the web client is built once, before the files that serve it start side
 * by side.
 */
export default function setup() {
  buildWebClient();
}
