/**
 * The cluster deploy/smoke/failover.sh started: nginx's URL (FAILOVER_BASE_URL) and the nodes
 * behind it (FAILOVER_NODES, "port:pid,port:pid"), whose loopback /metrics tell which holds a socket.
 */
export const FAILOVER_BASE_URL = process.env.FAILOVER_BASE_URL ?? 'http://127.0.0.1:3460';

export interface ClusterNode {
  port: number;
  pid: number;
}

export function clusterNodes(): ClusterNode[] {
  const nodes = (process.env.FAILOVER_NODES ?? '').split(',').filter(Boolean).map((pair) => {
    const [port, pid] = pair.split(':').map(Number);
    return { port: port!, pid: pid! };
  });
  if (nodes.length !== 2 || nodes.some((node) => !node.port || !node.pid)) throw new Error('FAILOVER_NODES must name two nodes as port:pid,port:pid (run deploy/smoke/failover.sh)');
  return nodes;
}

/** socket.io clients connected to a node, or null when it does not answer (killed). */
export async function socketsOn(node: ClusterNode): Promise<number | null> {
  try {
    const text = await (await fetch(`http://127.0.0.1:${node.port}/metrics`)).text();
    const line = text.split('\n').find((l) => l.startsWith('socketio_connected_clients '));
    return line ? Number(line.split(' ')[1]) : null;
  } catch {
    return null;
  }
}

/** Each node's socket count, in order ('-' for a node that does not answer). */
export async function socketCounts(nodes: readonly ClusterNode[]): Promise<string> {
  const counts = await Promise.all(nodes.map(socketsOn));
  return counts.map((count) => count ?? '-').join(',');
}
