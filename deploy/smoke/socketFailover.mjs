// Part of twoNodes.sh: signs in through nginx, connects a socket.io client through it, finds the node
// holding the socket (each node's /metrics, read over loopback), kills that node with SIGKILL and
// waits for the client to come back on the other node.
// Usage: node --import tsx socketFailover.mjs <nginx url> <port>:<pid> <port>:<pid>
import { io } from 'socket.io-client';
import { socketsOn } from '../../e2e/failover/nodes.ts';

const [base, ...nodeArgs] = process.argv.slice(2);
const nodes = nodeArgs.map((arg) => {
  const [port, pid] = arg.split(':').map(Number);
  return { port, pid };
});
const fail = (message) => {
  console.error(`FAIL: ${message}`);
  process.exit(1);
};

async function until(what, check, timeoutMs = 20_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  fail(`timed out waiting for ${what}`);
}

const login = await fetch(`${base}/api/user/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'owner@demo.test', password: 'demo-password' }),
});
if (login.status !== 200) fail(`login through nginx answered ${login.status}: ${await login.text()}`);
const { data } = await login.json();

const socket = io(base, { transports: ['websocket'], auth: { token: data.token }, reconnectionDelay: 200, reconnectionDelayMax: 1000 });
let connects = 0;
socket.on('connect', () => connects++);
socket.on('connect_error', (error) => console.log(`  connect error (retrying): ${error.message}`));
await until('the first connection through nginx', () => connects === 1);

const holder = await until('a node reporting the socket', async () => {
  for (const node of nodes) if ((await socketsOn(node)) === 1) return node;
  return null;
});
const other = nodes.find((node) => node !== holder);
console.log(`  socket connected through nginx to the node on ${holder.port}; SIGKILL to it (pid ${holder.pid})`);
const killedAt = Date.now();
process.kill(holder.pid, 'SIGKILL');

await until('the socket to reconnect', () => connects === 2);
const reconnectMs = Date.now() - killedAt;
await until(`the node on ${other.port} to hold the socket`, async () => (await socketsOn(other)) === 1);
console.log(`  reconnected through nginx to the node on ${other.port} in ${reconnectMs} ms`);

const ready = await fetch(`${base}/api/ready`);
if (ready.status !== 200) fail(`/api/ready through nginx answered ${ready.status} with one node left`);
console.log('  /api/ready through nginx: 200 with one node left');
socket.close();
