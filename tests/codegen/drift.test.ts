import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { printedSchema } from '../../codegen/print-schema';

const root = path.join(__dirname, '..', '..');

describe('generated files match their sources (run `npm run codegen` to fix)', () => {
  it('schema.graphql is the printed Pothos schema', () => {
    expect(readFileSync(path.join(root, 'schema.graphql'), 'utf8')).toBe(printedSchema());
  });

  it('the committed Relay artifacts are what relay-compiler produces', () => {
    const run = spawnSync(path.join(root, 'node_modules', '.bin', 'relay-compiler'), ['--validate'], { cwd: root, encoding: 'utf8' });
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  });
});
