import { spawn, spawnSync } from 'node:child_process';
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

/** Where the build of web/ as it is now goes: named by a hash of web/ and the build config, so it is never stale. */
function outputFolder(): string {
  const hash = createHash('sha256').update('production');
  hashTree(hash, path.join(root, 'web'));
  for (const file of ['vite.config.mts', 'package-lock.json']) hash.update(readFileSync(path.join(root, file)));
  return path.join(os.tmpdir(), `across-web-${hash.digest('hex').slice(0, 16)}`);
}

const built = (outDir: string) => existsSync(path.join(outDir, 'index.html'));
const vite = path.join(root, 'node_modules', '.bin', 'vite');
const viteArgs = (building: string) => ['build', '--outDir', building, '--emptyOutDir', '--logLevel', 'warn'];
// Vitest sets NODE_ENV=test, which would give React's development build.
const viteOptions = { cwd: root, env: { ...process.env, NODE_ENV: 'production' } };

function keep(outDir: string, building: string) {
  // Another run may have finished the same build meanwhile and be serving it: keep theirs.
  if (built(outDir)) {
    rmSync(building, { recursive: true, force: true });
  } else {
    rmSync(outDir, { recursive: true, force: true });
    renameSync(building, outDir);
  }
  return outDir;
}

/** The web client built by Vite for the browser tests, once per content of web/. */
export function buildWebClient(): string {
  const outDir = outputFolder();
  if (built(outDir)) return outDir;
  const building = `${outDir}.${process.pid}`;
  const build = spawnSync(vite, viteArgs(building), { ...viteOptions, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`);
  return keep(outDir, building);
}

/** `buildWebClient` without blocking: the run's global setup does other work while Vite builds. */
export async function buildWebClientAside(): Promise<string> {
  const outDir = outputFolder();
  if (built(outDir)) return outDir;
  const building = `${outDir}.${process.pid}`;
  const child = spawn(vite, viteArgs(building), { ...viteOptions, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const status = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (status !== 0) throw new Error(`vite build failed:\n${output}`);
  return keep(outDir, building);
}
