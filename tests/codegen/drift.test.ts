import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { artifactOperationIds } from '../../codegen/artifact-ids';
import { printedSchema } from '../../codegen/print-schema';

const root = path.join(__dirname, '..', '..');

describe('generated files match their sources (run `npm run codegen` to fix)', () => {
  it('schema.graphql is the printed Pothos schema', () => {
    expect(readFileSync(path.join(root, 'schema.graphql'), 'utf8')).toBe(printedSchema());
  });

  it('the committed Relay artifacts are what relay-compiler produces', () => {
    const run = spawnSync(path.join(root, 'node_modules', '.bin', 'relay-compiler'), ['--validate'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  });

  it('persisted-operations.json holds exactly the artifacts’ operations, each under its hash', () => {
    const persisted = JSON.parse(readFileSync(path.join(root, 'persisted-operations.json'), 'utf8')) as Record<
      string,
      string
    >;
    for (const [id, text] of Object.entries(persisted))
      expect(createHash('sha256').update(text).digest('hex')).toBe(id);
    const ids = artifactOperationIds(path.join(root, 'web', 'src', '__generated__'));
    expect(ids.size).toBeGreaterThan(0);
    expect(ids).toEqual(new Set(Object.keys(persisted)));
  });
});
