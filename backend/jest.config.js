/**
 * Jest: unit specs beside the code (src, *.spec.ts) and e2e specs in test/ against a real embedded
 * PostgreSQL started once in test/global-setup.ts, which migrates a template database and copies
 * it for every worker: the files run in JEST_WORKERS processes side by side (default 3 — the e2e
 * files spend most of their time waiting on PostgreSQL, so three keep two cores busy), each worker
 * on a database of its own.
 *
 * No test is decided by the machine's speed: property tests are bounded by their number of runs,
 * and the timeout is a safety net many times a test's normal time (the slowest, the feed-stock
 * property test, takes about 1–2 minutes on a quiet 2-core machine).
 */
module.exports = {
  moduleFileExtensions: ['js', 'json', 'ts'],
  rootDir: '.',
  testRegex: '(src/.*\\.spec\\.ts|test/.*\\.e2e-spec\\.ts)$',
  transform: { '^.+\\.ts$': 'ts-jest' },
  testEnvironment: 'node',
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  maxWorkers: Number(process.env.JEST_WORKERS ?? 3),
  testTimeout: 15 * 60_000,
};
