import { ChildProcess, spawn } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { freePort } from '../database/bootstrap';

/** The built server (`backend/dist/main.js` of `npm run build`, from src/ and dist/ alike), as `npm start` runs it. */
export const SERVER_MAIN = path.resolve(__dirname, '..', '..', 'dist', 'main.js');

/** A server process of this machine: its port, process and the lines it wrote (stdout, stderr). */
export interface LocalInstance {
  name: string;
  port: number;
  proc: ChildProcess;
  out: string[];
}

/** Polls `ok` every 200 ms until it is true; throws after `ms`. */
export async function waitFor(what: string | (() => string), ok: () => Promise<boolean>, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await ok().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}`);
}

/** True when GET `url` answers 200. */
const answers200 = async (url: string) => (await fetch(url)).status === 200;

/**
 * Starts the built server ({@link SERVER_MAIN}) on a free loopback port with `env` added to this
 * process's environment, collecting what it writes. Does not wait: see {@link waitReady}.
 * `argv`: another built script that ends by starting the server (`dist/scripts/backup.js restore …`).
 */
export async function startInstance(name: string, env: NodeJS.ProcessEnv, argv: string[] = [SERVER_MAIN]): Promise<LocalInstance> {
  if (!fs.existsSync(argv[0])) throw new Error(`${argv[0]} is missing: run npm run build first`);
  const port = await freePort();
  const proc = spawn(process.execPath, argv, { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  const out: string[] = [];
  let rest = '';
  proc.stdout!.on('data', (d: Buffer) => {
    const lines = (rest + d.toString('utf8')).split('\n');
    rest = lines.pop()!;
    out.push(...lines);
  });
  proc.stderr!.on('data', (d: Buffer) => out.push(d.toString('utf8')));
  return { name, port, proc, out };
}

/** Waits until the instance answers GET /api/health/ready with 200 (migrations run, database up). */
export function waitReady(s: LocalInstance, ms = 90_000): Promise<void> {
  return waitFor(() => `instance ${s.name} ready:\n${s.out.slice(-20).join('\n')}`, () => answers200(`http://127.0.0.1:${s.port}/api/health/ready`), ms);
}

/** Path of the distribution's haproxy, or null when it is not installed. */
export function haproxyPath(): string | null {
  return ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((p) => fs.existsSync(p)) ?? null;
}

/**
 * Starts HAProxy on a free loopback port in front of `instances`: round robin, the client's
 * address in X-Forwarded-For, an instance in rotation only while /api/health/ready answers 200,
 * and the answering instance's name in the `X-Instance` answer header. The config is written to
 * `<dir>/haproxy.cfg`. Resolves once every instance has answered through it.
 */
export async function startHaproxy(dir: string, instances: LocalInstance[]): Promise<{ port: number; proc: ChildProcess }> {
  const bin = haproxyPath();
  if (!bin) throw new Error('haproxy is not installed (apt-get install -y haproxy; .ci/run does it)');
  const port = await freePort();
  const cfg = path.join(dir, 'haproxy.cfg');
  const lines = ['global', '  maxconn 4096', 'defaults', '  mode http', '  timeout connect 5s', '  timeout client 60s', '  timeout server 60s'];
  lines.push('frontend web', `  bind 127.0.0.1:${port}`, '  default_backend app');
  lines.push('backend app', '  balance roundrobin', '  option forwardfor', '  option httpchk GET /api/health/ready', '  http-response set-header X-Instance %[srv_name]');
  for (const s of instances) lines.push(`  server ${s.name} 127.0.0.1:${s.port} check inter 500ms`);
  fs.writeFileSync(cfg, `${lines.join('\n')}\n`);
  const proc = spawn(bin, ['-db', '-f', cfg], { stdio: 'ignore' });
  await waitFor('haproxy with every instance', async () => {
    const seen = new Set<string | null>();
    for (let i = 0; i < instances.length * 2; i++) seen.add((await fetch(`http://127.0.0.1:${port}/api/health/live`)).headers.get('x-instance'));
    return instances.every((s) => seen.has(s.name));
  });
  return { port, proc };
}

/** Sends SIGTERM to each running process and waits for it to exit. */
export async function stopAll(procs: (ChildProcess | undefined)[]): Promise<void> {
  const running = procs.filter((p): p is ChildProcess => !!p && p.exitCode === null && p.signalCode === null);
  await Promise.all(running.map((p) => new Promise((r) => p.once('exit', r).kill('SIGTERM'))));
}
