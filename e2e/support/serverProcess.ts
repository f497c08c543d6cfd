import type { ChildProcess } from 'node:child_process';

/** Waits until a spawned product server answers /api/health; fails at once if it exits. */
export async function waitUntilHealthy(server: ChildProcess, baseUrl: string, logFile: string, timeoutMs = 90_000): Promise<ChildProcess> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited early: see ${logFile}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy within ${timeoutMs / 1000} s`);
    await new Promise((done) => setTimeout(done, 250));
  }
}
