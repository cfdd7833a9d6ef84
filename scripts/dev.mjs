// `npm run dev`: the API with reload on 3001, the storefront's Vite dev server on 5173 and the admin's on 5174.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: apiPort, PUBLIC_URL: 'http://localhost:5173' } }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
  spawn('npx', ['vite', '--config', 'vite.admin.config.ts', '--host', '127.0.0.1'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
console.log('Storefront: http://127.0.0.1:5173  Admin: http://127.0.0.1:5174/admin/  API: http://127.0.0.1:' + apiPort);
