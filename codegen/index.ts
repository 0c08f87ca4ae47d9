import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { artifactOperationIds } from './artifact-ids';
import { printedSchema } from './print-schema';

/** Regenerates every committed generated file: schema.graphql, then the Relay artifacts. */
const root = path.join(__dirname, '..');
writeFileSync(path.join(root, 'schema.graphql'), printedSchema());
console.log('wrote schema.graphql');
// relay-compiler adds to the persisted map but never removes from it: re-persist every
// operation, then keep only the ids the artifacts still name.
const mapFile = path.join(root, 'persisted-operations.json');
const generated = path.join(root, 'web', 'src', '__generated__');
execFileSync(path.join(root, 'node_modules', '.bin', 'relay-compiler'), ['--repersist'], {
  cwd: root,
  stdio: 'inherit',
});
const ids = artifactOperationIds(generated);
const persisted = JSON.parse(readFileSync(mapFile, 'utf8')) as Record<string, string>;
writeFileSync(
  mapFile,
  `${JSON.stringify(Object.fromEntries(Object.entries(persisted).filter(([id]) => ids.has(id))), null, 2)}\n`,
);
