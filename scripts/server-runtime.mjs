// How the server process is started (ADR 78): settings that bound its memory and can only be given
// before the process starts. scripts/start.mjs, the Dockerfile and the bench all start the server with
// these; src/shared/server-runtime.test.ts checks the Dockerfile says the same.

/**
 * V8's young generation at 2 MB per semi-space instead of 16: request garbage dies young either way,
 * and the 30 MB that the larger nursery kept resident was a tenth of the memory budget.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2'];

/**
 * glibc gives each thread that allocates (libuv's pool compressing answers, V8's helpers) an arena of
 * its own, up to eight per core, and each keeps what it freed: two arenas hold the same work.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };

/** Whether this process was started with the settings above. */
export function startedWithServerRuntime(execArgv = process.execArgv, env = process.env) {
  return SERVER_NODE_FLAGS.every((flag) => execArgv.includes(flag)) && Object.entries(SERVER_ENV).every(([name, value]) => env[name] === value);
}
