import { spawn } from 'node:child_process';
import path from 'node:path';

/** `npm run dev`: the product as `npm start` runs it, plus Vite's dev server with hot reload on :5173. */
const root = path.join(__dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const tiers = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'start.ts')], {
  cwd: root,
  stdio: 'inherit',
});
const vite = spawn(bin('vite'), [], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    tiers.kill(signal);
    vite.kill(signal);
  });
}
tiers.on('exit', () => vite.kill('SIGTERM'));
vite.on('exit', () => tiers.kill('SIGTERM'));
