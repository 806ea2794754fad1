#!/usr/bin/env node
// `npm run loadtest --prefix apps/portal`: the production server under load (issue T), outside CI.
// Starts the sandbox (no latency) and the built server (apps/portal/<PORTAL_APP_OUT_DIR or dist>,
// built first when missing) on free loopback ports, each a process of its own, then runs autocannon
// for LOADTEST_SECONDS (10) per target, one after the other: the home page, a static asset, a
// search's results rendered cold (a new query each request) and cached (one query). Then the
// render pool past its limit: a server with 2 renders and 4 waiting, 64 connections of new
// queries, counting 503s, sampling the server's memory each second and asking /healthz after.
// Prints a table and writes reports/loadtest.json. Figures: docs/server.md.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = process.env.PORTAL_APP_OUT_DIR ?? 'dist';
const siteDir = path.join(appRoot, outDir);
const serverScript = path.join(`${siteDir}-server`, 'server.js');
const sandboxCli = path.resolve(appRoot, '../../packages/sandbox/dist/cli.js');
const seconds = Number(process.env.LOADTEST_SECONDS ?? 10);
const connections = Number(process.env.LOADTEST_CONNECTIONS ?? 10);
const children = [];

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function startProcess(args, env) {
  const child = spawn(process.execPath, args, {
    cwd: appRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  children.push(child);
  return child;
}

async function waitFor(url) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The server's resident memory (MB), from /proc (Linux). */
function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
    return Math.round(kb / 1024);
  } catch {
    return NaN;
  }
}

async function startServer(port, sandboxUrl, env = {}) {
  const child = startProcess([serverScript], {
    HOST: '127.0.0.1',
    PORT: String(port),
    PORTAL_SITE_ORIGIN: `http://127.0.0.1:${port}`,
    PORTAL_BACKEND_URL: sandboxUrl,
    PORTAL_BACKEND_IS_SANDBOX: '1',
    ...env,
  });
  await waitFor(`http://127.0.0.1:${port}/readyz`);
  return child;
}

const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'br, gzip' };

function run(title, options) {
  return autocannon({
    title,
    connections,
    duration: seconds,
    headers: PAGE_HEADERS,
    ...options,
  });
}

function row(title, result) {
  return {
    target: title,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [
        code,
        Number(count),
      ]),
    ),
    errors: result.errors,
  };
}

try {
  if (!existsSync(serverScript)) {
    console.log(`loadtest: no production server in apps/portal/${outDir}-server, building`);
    const built = spawnSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--logLevel', 'warn'],
      { cwd: appRoot, stdio: 'inherit' },
    );
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const asset = readdirSync(path.join(siteDir, 'assets')).find((file) =>
    /^index-[\w-]+\.js$/.test(file),
  );
  if (!asset) throw new Error(`no assets/index-*.js in ${siteDir}`);

  const sandboxPort = await freePort();
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  startProcess([sandboxCli], {
    PORTAL_SANDBOX_PORT: String(sandboxPort),
    PORTAL_SANDBOX_LATENCY: 'off',
  });
  await waitFor(`${sandboxUrl}/__sandbox/health`);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(port, sandboxUrl);
  const rows = [];
  let cold = 0;

  console.log(`loadtest: ${seconds} s per target, ${connections} connections, server ${base}`);
  rows.push(row('home /en/ (prerendered)', await run('home', { url: `${base}/en/` })));
  rows.push(
    row(
      `static asset /assets/${asset}`,
      await run('asset', {
        url: `${base}/assets/${asset}`,
        headers: { 'accept-encoding': 'br, gzip' },
      }),
    ),
  );
  rows.push(
    row(
      'search results, cold (a new query each request)',
      await run('cold', {
        url: base,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              path: `/en/searchresults?q=licence${(cold += 1)}`,
            }),
          },
        ],
      }),
    ),
  );
  await fetch(`${base}/en/searchresults?q=licence`, { headers: PAGE_HEADERS });
  rows.push(
    row(
      'search results, cached (one query)',
      await run('cached', { url: `${base}/en/searchresults?q=licence` }),
    ),
  );
  const rssAfterTargets = rssMb(server.pid);
  await stopProcess(server);

  // Past the limit: few slots, a short queue, many connections of new queries.
  const overloadPort = await freePort();
  const overloadBase = `http://127.0.0.1:${overloadPort}`;
  const overloaded = await startServer(overloadPort, sandboxUrl, {
    PORTAL_RENDER_CONCURRENCY: '2',
    PORTAL_RENDER_QUEUE: '4',
  });
  const memory = [rssMb(overloaded.pid)];
  const sampler = setInterval(() => memory.push(rssMb(overloaded.pid)), 1000);
  let overload = 0;
  const pastLimit = row(
    'search results past the pool (2 renders + 4 queued, 64 connections)',
    await run('overload', {
      url: overloadBase,
      connections: 64,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: `/en/searchresults?q=overload${(overload += 1)}`,
          }),
        },
      ],
    }),
  );
  clearInterval(sampler);
  memory.push(rssMb(overloaded.pid));
  const healthAfter = (await fetch(`${overloadBase}/healthz`)).status;
  await stopProcess(overloaded);
  rows.push(pastLimit);

  console.log('');
  console.log('| target | req/s | p50 ms | p99 ms | requests | statuses |');
  console.log('|---|---:|---:|---:|---:|---|');
  for (const r of rows) {
    console.log(
      `| ${r.target} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.requests} | ${Object.entries(r.statuses)
        .map(([code, count]) => `${code}: ${count}`)
        .join(', ')} |`,
    );
  }
  console.log('');
  console.log(
    `Past the limit: server memory (RSS, MB, each second) ${memory.join(' → ')}; /healthz after: ${healthAfter}; ` +
      `server RSS after the four targets: ${rssAfterTargets} MB.`,
  );
  mkdirSync(path.join(appRoot, 'reports'), { recursive: true });
  writeFileSync(
    path.join(appRoot, 'reports/loadtest.json'),
    `${JSON.stringify({ seconds, connections, rows, pastLimit: { memoryMb: memory, healthAfter, rssAfterTargets } }, null, 2)}\n`,
  );
} finally {
  await Promise.all(children.map(stopProcess));
}
