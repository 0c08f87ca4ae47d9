import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { artifactOperationIds } from './artifact-ids';
import { printedSchema } from './print-schema';

/** Regenerates every committed generated file: schema.graphql, then the Relay artifacts. */
const root = path.join(__dirname, '..');
writeFileSync(path.join(root, 'schema.graphql'), printedSchema());
console.log('wrote schema.graphql');
// relay-compiler persists an operation only when it writes its artifact, and never removes
// one from the map: write every artifact afresh, then keep only the ids they name.
const mapFile = path.join(root, 'persisted-operations.json');
const generated = path.join(root, 'web', 'src', '__generated__');
rmSync(generated, { recursive: true, force: true });
mkdirSync(generated);
execFileSync(path.join(root, 'node_modules', '.bin', 'relay-compiler'), { cwd: root, stdio: 'inherit' });
const ids = artifactOperationIds(generated);
const persisted = JSON.parse(readFileSync(mapFile, 'utf8')) as Record<string, string>;
writeFileSync(mapFile, `${JSON.stringify(Object.fromEntries(Object.entries(persisted).filter(([id]) => ids.has(id))), null, 2)}\n`);
