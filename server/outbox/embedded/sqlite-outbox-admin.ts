import type { AdminLeadSummary, OutboxAdmin } from '../outbox-admin';
import type { LeadSummary, OutboxStore } from './outbox-store';

/** `npm run outbox` on the embedded store: its leads are numbered (#12). */
export function sqliteOutboxAdmin(store: OutboxStore, file: string): OutboxAdmin {
  const summary = ({ id, claimedBy: _claimedBy, ...rest }: LeadSummary): AdminLeadSummary => ({
    id: String(id),
    ...rest,
  });
  return {
    describe: `Outbox: ${file}`,
    idFrom: (text) => (/^#?\d{1,15}$/.test(text) ? text.replace('#', '') : null),
    counts: () => store.counts(),
    list: async (state) => (await store.list(state)).map(summary),
    async show(id) {
      const found = await store.show(Number(id));
      if (!found) return null;
      const { lead, idempotencyKey, ...rest } = found;
      return {
        ...summary(rest),
        idempotencyKey,
        fields: lead.fields,
        ...(lead.kind === 'career'
          ? { cv: { name: lead.cv.name, type: lead.cv.type, bytes: lead.cv.bytes } }
          : {}),
      };
    },
    requeue: (target, now) => store.requeue(target === 'all-dead' ? target : Number(target), now),
    purgeDead: (deadBefore) => store.purgeDead(deadBefore),
    close: () => store.close(),
  };
}
