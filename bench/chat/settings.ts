/** The socket benches' knobs (bench/chat, bench/fanout), each overridable by its BENCH_* variable. */
export interface LoadSettings {
  /** Messages a second, all conversations together. */
  rate: number;
  seconds: number;
  warmupSeconds: number;
  sockets: number;
  channels: number;
  rounds: number;
  /** Client processes sharing the sockets. */
  processes: number;
  /** Organisations sharing the conversations: every arrival is a presence event to its whole organisation. */
  organizations: number;
}

const variables: Record<keyof LoadSettings, string> = {
  rate: 'BENCH_RATE',
  seconds: 'BENCH_SECONDS',
  warmupSeconds: 'BENCH_WARMUP_SECONDS',
  sockets: 'BENCH_SOCKETS',
  channels: 'BENCH_CHANNELS',
  rounds: 'BENCH_ROUNDS',
  processes: 'BENCH_CLIENT_PROCESSES',
  organizations: 'BENCH_ORGANIZATIONS',
};

export function loadSettings(defaults: LoadSettings): LoadSettings {
  const settings = { ...defaults };
  for (const key of Object.keys(variables) as (keyof LoadSettings)[]) {
    const value = process.env[variables[key]];
    if (value === undefined) continue;
    const number = Number(value);
    if (!Number.isFinite(number) || number <= 0) throw new Error(`${variables[key]} must be a positive number, not '${value}'`);
    settings[key] = number;
  }
  return settings;
}
