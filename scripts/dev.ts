/**
 * `npm run dev`: the bank server restarted on change (port 3000) and the Vite dev server with hot
 * reload (port 5173, proxying the API to the bank server). Ctrl+C stops both.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const vitePort = 5173;

const children: ChildProcess[] = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], {
    cwd: root,
    // Links the bank builds (the signing QR) open the page Vite serves with hot reload.
    env: { PUBLIC_URL: `http://localhost:${vitePort}`, ...process.env },
    stdio: 'inherit',
  }),
  spawn(bin('vite'), ['--port', String(vitePort)], { cwd: root, stdio: 'inherit' }),
];

function stopAll(code: number): void {
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
