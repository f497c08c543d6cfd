// npm run dev: the API with reload (tsx watch) on :3000 and Vite with hot reload on :5173.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], { stdio: 'inherit', env: { ...process.env, APP_URL: process.env.APP_URL ?? 'http://localhost:5173' } }),
  spawn('npx', ['vite', '--config', 'web/vite.config.ts'], { stdio: 'inherit' }),
];

const stop = (code = 0) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
