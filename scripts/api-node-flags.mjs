// Node flags of the API process, for `npm start` and the benches alike (docs/domain/quality.md#memory
// after the load run). The live heap of a busy API is ~70 MB; without a cap V8 lets the old
// generation grow past 300 MB before collecting it. 192 MB keeps RSS near 240 MB under load.
export const API_NODE_FLAGS = ['--max-old-space-size=192'];

/**
 * Environment of the API process: glibc's malloc keeps up to 8 arenas a core for Node's threads;
 * two keep the same throughput with ~20 MB less RSS.
 */
export const API_ENV = { MALLOC_ARENA_MAX: '2' };
