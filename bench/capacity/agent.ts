/**
 * A load generator process of bench/capacity: simulated people, each with a socket.io connection
 * and HTTP calls with their bearer token, doing at a human pace a weighted mix of what people do
 * all day (modelled on Mattermost's load-test agent: about 6.5 conversation switches, each a page of
 * messages and a mark-read, for every message posted). The parent tells it over IPC how many of its
 * people to bring on and asks for the figures of each step; it reports its own event-loop lag, so a
 * generator that cannot keep up shows as such rather than as a slow server.
 */
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';

export interface SimulatedUser {
  userId: string;
  organizationId: string;
  token: string;
  /** Read members look at the board but cannot change it. */
  canEditTasks: boolean;
  channelIds: string[];
  projectIds: string[];
}

export type AgentCommand =
  | { type: 'init'; url: string; users: SimulatedUser[]; paceMs: number }
  | { type: 'activate'; count: number }
  | { type: 'report' }
  | { type: 'stop' };

export interface AgentReport {
  type: 'report';
  samples: Record<string, number[]>;
  errors: Record<string, number>;
  errorExamples: string[];
  lagP99Ms: number;
  active: number;
}

/** What people do, and how often relative to each other. */
export const ACTION_WEIGHTS = {
  switchConversation: 32.5,
  postMessage: 5,
  replyInThread: 1.5,
  react: 2,
  openBoard: 4,
  moveTask: 2,
  editTask: 1,
  readNotifications: 3,
  openHome: 3,
} as const;
export type Action = keyof typeof ACTION_WEIGHTS;

const REQUEST_TIMEOUT_MS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class Person {
  socket: Socket | null = null;
  active = false;
  conversation: string;
  recentMessages: string[] = [];
  board: { statuses: string[]; tasks: string[] } | null = null;

  constructor(
    readonly user: SimulatedUser,
    private readonly url: string,
  ) {
    this.conversation = user.channelIds[0]!;
  }

  connect(): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = io(this.url, { path: '/socket.io', transports: ['websocket'], auth: { token: this.user.token }, reconnection: true, timeout: 20_000 });
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
      this.socket = socket;
    });
  }

  async http<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${this.user.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path.replace(/[0-9a-f-]{36}/g, ':id')}: ${res.status} ${text.slice(0, 120)}`);
    return JSON.parse(text) as T;
  }

  emit(event: string, payload: unknown): Promise<void> {
    return new Promise((resolve, reject) => {
      this.socket!.timeout(REQUEST_TIMEOUT_MS).emit(event, payload, (error: Error | null, answer: { ok: boolean; message?: string }) => {
        if (error) reject(new Error(`${event}: no answer`));
        else if (!answer.ok) reject(new Error(`${event}: ${answer.message}`));
        else resolve();
      });
    });
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(Math.random() * items.length)]!;
  }

  async switchConversation() {
    const others = this.user.channelIds.filter((id) => id !== this.conversation);
    this.conversation = this.pick(others.length > 0 ? others : this.user.channelIds);
    const page = await this.http<{ data: { _id: string }[] }>('GET', `/api/channel/${this.conversation}/messages`);
    this.recentMessages = page.data.slice(0, 20).map((message) => message._id);
    await this.http('POST', `/api/channel/${this.conversation}/read`);
  }

  async postMessage() {
    this.socket!.emit('typing', { channelId: this.conversation });
    await this.emit('send_message', { channelId: this.conversation, clientId: randomUUID(), message: 'On it: the review is done and the fix goes out today' });
  }

  async replyInThread() {
    if (this.recentMessages.length === 0) return this.switchConversation();
    await this.emit('send_message', { channelId: this.conversation, clientId: randomUUID(), message: 'Agreed, thanks', parentMessageId: this.pick(this.recentMessages) });
  }

  async react() {
    if (this.recentMessages.length === 0) return this.switchConversation();
    await this.emit('add_reaction', { messageId: this.pick(this.recentMessages), emoji: this.pick(['👍', '🎉', '👀']) });
  }

  async openBoard() {
    const board = await this.http<{ data: { statuses: { _id: string }[]; tasks: { _id: string }[] } }>('GET', `/api/task/board/${this.pick(this.user.projectIds)}`);
    this.board = { statuses: board.data.statuses.map((status) => status._id), tasks: board.data.tasks.map((task) => task._id) };
  }

  async moveTask() {
    if (!this.user.canEditTasks) return this.openBoard();
    if (!this.board || this.board.tasks.length === 0) return this.openBoard();
    await this.http('POST', `/api/task/move/${this.pick(this.board.tasks)}`, { status: this.pick(this.board.statuses) });
  }

  async editTask() {
    if (!this.user.canEditTasks) return this.openBoard();
    if (!this.board || this.board.tasks.length === 0) return this.openBoard();
    await this.http('POST', `/api/task/update/${this.pick(this.board.tasks)}`, { title: `Ship it, round ${Math.floor(Math.random() * 1000)}` });
  }

  async readNotifications() {
    await this.http('GET', '/api/notification');
  }

  async openHome() {
    await Promise.all([this.http('GET', `/api/dashboard?today=${new Date().toISOString().slice(0, 10)}`), this.http('GET', '/api/channel/unread/messages')]);
  }
}

const ACTIONS = Object.keys(ACTION_WEIGHTS) as Action[];
const TOTAL_WEIGHT = ACTIONS.reduce((sum, action) => sum + ACTION_WEIGHTS[action], 0);
function nextAction(): Action {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const action of ACTIONS) {
    roll -= ACTION_WEIGHTS[action];
    if (roll < 0) return action;
  }
  return ACTIONS[0]!;
}

let people: Person[] = [];
let paceMs = 6000;
let samples: Record<string, number[]> = {};
let errors: Record<string, number> = {};
let errorExamples: string[] = [];
const lag = monitorEventLoopDelay({ resolution: 10 });
lag.enable();

async function live(person: Person) {
  // Spread over one pace, so a step's arrivals do not act in lockstep.
  await sleep(Math.random() * paceMs);
  while (person.active) {
    const action = nextAction();
    const started = performance.now();
    try {
      await person[action]();
      (samples[action] ??= []).push(performance.now() - started);
    } catch (error) {
      errors[action] = (errors[action] ?? 0) + 1;
      if (errorExamples.length < 5) errorExamples.push(error instanceof Error ? error.message : String(error));
    }
    // Human pace: on average one action per pace, never in step with the others.
    await sleep(paceMs * (0.5 + Math.random()));
  }
}

process.on('message', (command: AgentCommand) => {
  void (async () => {
    if (command.type === 'init') {
      paceMs = command.paceMs;
      people = command.users.map((user) => new Person(user, command.url));
      process.send!({ type: 'ready' });
    } else if (command.type === 'activate') {
      const arriving = people.slice(0, command.count).filter((person) => !person.active);
      for (let i = 0; i < arriving.length; i += 25) await Promise.all(arriving.slice(i, i + 25).map((person) => person.connect()));
      for (const person of arriving) {
        person.active = true;
        void live(person);
      }
      process.send!({ type: 'activated', active: people.filter((person) => person.active).length });
    } else if (command.type === 'report') {
      const report: AgentReport = { type: 'report', samples, errors, errorExamples, lagP99Ms: lag.percentile(99) / 1e6, active: people.filter((person) => person.active).length };
      samples = {};
      errors = {};
      errorExamples = [];
      lag.reset();
      process.send!(report);
    } else {
      for (const person of people) {
        person.active = false;
        person.socket?.disconnect();
      }
      process.exit(0);
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
