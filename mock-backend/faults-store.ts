import { randomUUID } from 'node:crypto';
import { z } from 'zod';

export const faultRequestSchema = z
  .strictObject({
    path: z.string().startsWith('/').max(500),
    status: z.number().int().min(200).max(599).optional(),
    /** The JSON the status comes with (a refusal naming fields, say); `{ error: 'injected_fault' }` by default. */
    body: z.json().optional(),
    delayMs: z.number().int().min(0).max(300_000).optional(),
    reset: z.boolean().optional(),
    times: z.number().int().min(1).optional(),
  })
  .refine((fault) => fault.status !== undefined || fault.delayMs !== undefined || fault.reset === true, {
    message: 'Give at least one of status, delayMs or reset',
  })
  .refine((fault) => !(fault.reset === true && fault.status !== undefined), {
    message: 'A dropped connection cannot also answer a status',
  })
  .refine((fault) => fault.body === undefined || fault.status !== undefined, {
    message: 'A body comes with a status',
  });

export type FaultRequest = z.infer<typeof faultRequestSchema>;

export interface Fault {
  id: string;
  path: string;
  status?: number;
  body?: FaultRequest['body'];
  delayMs?: number;
  reset?: boolean;
  /** Requests this fault still applies to; null = every one until cleared. */
  remaining: number | null;
}

export interface FaultsStore {
  add(request: FaultRequest): Fault;
  /** The fault for this request, if any, counting it as used. */
  take(path: string): Fault | undefined;
  list(): readonly Fault[];
  clear(): void;
}

export function createFaultsStore(): FaultsStore {
  let faults: Fault[] = [];

  return {
    add({ times, ...rest }) {
      const fault: Fault = { id: randomUUID(), ...rest, remaining: times ?? null };
      faults.push(fault);
      return fault;
    },
    take(path) {
      // First registered, first used: queued faults on one path play out in order.
      const fault = faults.find((candidate) => candidate.path === path);
      if (!fault) return undefined;
      if (fault.remaining !== null) {
        fault.remaining -= 1;
        if (fault.remaining === 0) faults = faults.filter((candidate) => candidate !== fault);
      }
      return { ...fault };
    },
    list: () => faults,
    clear() {
      faults = [];
    },
  };
}
