// How the server process is started (ADR 78): settings that bound its memory and can only be given
// before the process starts. scripts/start.mjs, the Dockerfile and the bench all start the server with
// these; server-runtime.test.ts checks the Dockerfile says the same.

/**
 * V8's young generation at 4 MB per semi-space instead of 16: request garbage dies young either way,
 * and the ~24 MB more that the larger nursery kept resident was a tenth of the memory budget. At 2 MB
 * the objects of twenty requests in flight outlived it and were promoted, and the long tail's
 * searches and filters cost 10–30 % more CPU (ADR 78).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];

/**
 * glibc's malloc, which holds the typed arrays of the indexes and every Buffer. It gives each thread
 * that allocates (libuv's pool, V8's helpers) an arena of its own, up to eight per core, and each
 * keeps what it freed: two arenas hold the same work. And it raises its mmap threshold to the size
 * of the largest block freed (up to 32 MB): after the indexes are built, blocks of up to that size
 * come from the heap, where freed ones stay resident. Fixed at 1 MB, large blocks go back to the
 * system when freed; small ones (zlib's state, answers) stay in the heap, as before.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '1048576' };

/** Whether this process was started with the settings above. */
export function startedWithServerRuntime(execArgv = process.execArgv, env = process.env) {
  return SERVER_NODE_FLAGS.every((flag) => execArgv.includes(flag)) && Object.entries(SERVER_ENV).every(([name, value]) => env[name] === value);
}
