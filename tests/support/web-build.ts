import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');

function hashTree(hash: ReturnType<typeof createHash>, dir: string) {
  for (const name of readdirSync(dir).sort()) {
    if (name === 'dist' || name === 'node_modules') continue;
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) hashTree(hash, file);
    else hash.update(file).update(readFileSync(file));
  }
}

/**
 * The web client built by Vite for the browser tests. Built once per content: the output
 * folder is named by a hash of web/ and the build config, so it is never stale.
 */
export function buildWebClient(): string {
  const hash = createHash('sha256').update('production');
  hashTree(hash, path.join(root, 'web'));
  for (const file of ['vite.config.mts', 'package-lock.json']) hash.update(readFileSync(path.join(root, file)));
  const outDir = path.join(os.tmpdir(), `across-web-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(path.join(outDir, 'index.html'))) return outDir;
  const building = `${outDir}.${process.pid}`;
  const build = spawnSync(
    path.join(root, 'node_modules', '.bin', 'vite'),
    ['build', '--outDir', building, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: root,
      encoding: 'utf8',
      // Vitest sets NODE_ENV=test, which would give React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`);
  // Another run may have finished the same build meanwhile and be serving it: keep theirs.
  if (existsSync(path.join(outDir, 'index.html'))) {
    rmSync(building, { recursive: true, force: true });
  } else {
    rmSync(outDir, { recursive: true, force: true });
    renameSync(building, outDir);
  }
  return outDir;
}
