#!/usr/bin/env node
// Runs a built script of dist/ (`node bin/run-built.js scripts/backup.js backup …`): `npm run backup`,
// `restore`, `bench` and `bench:load` start the compiled code at once instead of compiling the
// backend on every call. It compiles (tsc -p tsconfig.build.json) only when dist/ is missing or
// older than a source file — a fresh clone, or after a change to src/. `--build-only`: only that
// (the e2e tests that run the built server call it first).
'use strict';
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const backend = path.resolve(__dirname, '..');
const dist = path.join(backend, 'dist');

/** Newest modification time (ms) of the files below `dir` whose names end with `ext`. */
function newest(dir, ext) {
  let max = 0;
  if (!fs.existsSync(dir)) return max;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) max = Math.max(max, newest(p, ext));
    else if (entry.name.endsWith(ext)) max = Math.max(max, fs.statSync(p).mtimeMs);
  }
  return max;
}

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('Pemakaian: node bin/run-built.js <skrip di dist, mis. scripts/backup.js> [argumen…]');
  process.exit(2);
}
const target = path.join(dist, script === '--build-only' ? 'main.js' : script);
const sources = Math.max(newest(path.join(backend, 'src'), '.ts'), fs.statSync(path.join(backend, 'tsconfig.build.json')).mtimeMs);
if (!fs.existsSync(target) || newest(dist, '.js') < sources) {
  console.error('Membangun backend (dist/ belum ada atau lebih lama dari src/)…');
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: backend, stdio: 'inherit' });
}
if (script !== '--build-only') {
  process.argv = [process.argv[0], target, ...args];
  require(target);
}
