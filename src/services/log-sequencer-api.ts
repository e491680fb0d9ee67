// The transparency-log sequencer's contract as services see it (the RPC surface of durable-objects/log-sequencer.ts).
import type { LogSequencer } from "../../durable-objects/log-sequencer";

export type { InclusionAnswer, InclusionResult, LeafInput, SequencerStats } from "../../durable-objects/log-sequencer";

/** Every public method of the sequencer, as an awaited RPC; the DO is checked against it by construction. */
export type LogSequencerApi = {
  [K in keyof LogSequencer as LogSequencer[K] extends (...args: any[]) => unknown ? K : never]: LogSequencer[K] extends (...args: infer A) => infer R
    ? (...args: A) => Promise<Awaited<R>>
    : never;
};

/** The tenant's sequencer, addressed by tenant id (one log per tenant). */
export function logSequencer(env: Env, tenantId: string): LogSequencerApi {
  return env.TLOG_SEQUENCER.getByName(tenantId) as unknown as LogSequencerApi;
}
