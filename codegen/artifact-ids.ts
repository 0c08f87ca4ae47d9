import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The persisted-operation ids the Relay artifacts in `generatedDir` send. */
export function artifactOperationIds(generatedDir: string): Set<string> {
  return new Set(
    readdirSync(generatedDir).flatMap((file) =>
      [...readFileSync(path.join(generatedDir, file), 'utf8').matchAll(/"id": "([0-9a-f]{64})"/g)].map(
        (match) => match[1],
      ),
    ),
  );
}
