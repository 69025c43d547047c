// A full garbage collection at the end of a stage of a run (loading the document, then each output)
// that grew the heap by much. V8 lets the heap grow to up to four times what survived its last full
// collection before it collects again, so on a large document the garbage of every stage piles up:
// the validators' compile, then the types, then the docs (bench/RESULTS.md, section 8a). The end of
// such a stage is when its working set is known to be dead, and collecting then is cheap: what
// survives is small. Stages that grow the heap by little (all of this service's own spec's) are
// left to V8.
// Needs Node's --expose-gc (GENERATOR_NODE_FLAGS gives it); without it this does nothing.
import v8 from 'node:v8';

const collect = (globalThis as { gc?: () => void }).gc;

/**
 * Growth of the heap over one stage that makes its end collect: below what loading a document of a
 * few megabytes or compiling its validators grows it by, above any stage of this service's own spec
 * (bench/RESULTS.md, section 8a, has the figures).
 */
export const STAGE_GARBAGE_BYTES = 32 * 1024 * 1024;

const usedHeap = () => v8.getHeapStatistics().used_heap_size;

/** One run's stage boundaries: created when the run begins, asked at the end of each stage. */
export class StageGarbage {
  #usedAtLastEnd = usedHeap();

  /** Collects if the heap grew by STAGE_GARBAGE_BYTES since the last stage ended (or the run began); true if it did. */
  collectIfLarge(): boolean {
    const used = usedHeap();
    const large = collect !== undefined && used - this.#usedAtLastEnd >= STAGE_GARBAGE_BYTES;
    if (large) collect();
    this.#usedAtLastEnd = large ? usedHeap() : used;
    return large;
  }
}
