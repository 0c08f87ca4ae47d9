import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { printedSchema } from './print-schema';

/** Regenerates every committed generated file: schema.graphql, then the Relay artifacts. */
const root = path.join(__dirname, '..');
writeFileSync(path.join(root, 'schema.graphql'), printedSchema());
console.log('wrote schema.graphql');
execFileSync(path.join(root, 'node_modules', '.bin', 'relay-compiler'), { cwd: root, stdio: 'inherit' });
