// Node flags of the API process, for `npm start` and the benches alike (docs/domain/quality.md#memory
// after the load run). The live heap of a busy API is ~70 MB; without a cap V8 lets the old
// generation grow past 300 MB before collecting it. 192 MB keeps RSS near 240 MB under load.
// The young generation's semi-spaces are capped at 8 MB (V8's default here is 16): a call's garbage
// still dies young, and the 10-editor bench's RSS fell 258 → 239 MB at the same CPU a call (decision 0046).
export const API_NODE_FLAGS = ['--max-old-space-size=192', '--max-semi-space-size=8'];

/**
 * Environment of the API process: glibc's malloc keeps up to 8 arenas a core for Node's threads;
 * two keep the same throughput with ~20 MB less RSS. Fixed trim and mmap thresholds (128 kB, glibc's
 * starting values): left dynamic, glibc raises them at each free of a large mapped block (a picture's, a PDF's buffer)
 * and malloc held 58–95 MB after the process bench's load; fixed, 34–43 MB
 * (RSS after the load 229–269 → 205–218 MB, decision 0123).
 */
export const API_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '131072', MALLOC_MMAP_THRESHOLD_: '131072' };
