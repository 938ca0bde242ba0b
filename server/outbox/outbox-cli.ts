// npm run outbox -- status | list [pending|dead] | show ID | retry ID | retry-dead | purge-dead --older-than 30d
//
// The operator's view of the lead outbox in DATA_DIR. It may run beside the site: the store is
// made for several processes. Only `show` prints a lead's personal data.

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { EnvError, loadEnv } from '../env';
import type { LeadSummary, OutboxStore } from './embedded/outbox-store';
import { OUTBOX_FILE, openSqliteOutboxStore } from './embedded/sqlite-outbox-store';

const USAGE = `Usage: npm run outbox -- <command>
  status                           counts, the oldest pending lead's age, why leads are dead
  list [pending|dead]              one line per lead, without personal data
  show ID                          one lead in full, personal data included
  retry ID                         try a pending or dead lead again now
  retry-dead                       put every dead letter back in line
  purge-dead --older-than 30d      remove dead letters older than that (d, h or m)`;

const UNITS_MS: Record<string, number> = { d: 86_400_000, h: 3_600_000, m: 60_000 };

export async function runOutboxCommand(
  argv: string[],
  store: OutboxStore,
  now = Date.now(),
): Promise<{ code: number; out: string }> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { 'older-than': { type: 'string' } },
  });
  const [command, argument] = positionals;
  switch (command) {
    case 'status': {
      const counts = await store.counts();
      const dead = await store.list('dead');
      const reasons = new Map<string, number>();
      for (const lead of dead)
        reasons.set(lead.lastError ?? 'unknown', (reasons.get(lead.lastError ?? 'unknown') ?? 0) + 1);
      const lines = [
        `pending: ${counts.pending}${counts.oldestPendingAt === null ? '' : ` (oldest ${age(now - counts.oldestPendingAt)})`}`,
        `dead:    ${counts.dead}`,
        ...[...reasons].map(([reason, count]) => `  ${count} x ${reason}`),
      ];
      return { code: 0, out: lines.join('\n') };
    }
    case 'list': {
      if (argument !== undefined && argument !== 'pending' && argument !== 'dead') return usage();
      const leads = await store.list(argument);
      if (leads.length === 0) return { code: 0, out: 'No leads in the outbox.' };
      return { code: 0, out: leads.map((lead) => summaryLine(lead, now)).join('\n') };
    }
    case 'show': {
      const id = leadId(argument);
      if (id === null) return usage();
      const lead = await store.show(id);
      if (!lead) return { code: 1, out: `No lead #${id} in the outbox (a delivered lead is removed).` };
      const { lead: content, idempotencyKey, ...summary } = lead;
      const cv =
        content.kind === 'career'
          ? {
              name: content.cv.name,
              type: content.cv.type,
              bytes: content.cv.bytes.length,
              sha256: createHash('sha256').update(content.cv.bytes).digest('hex'),
            }
          : undefined;
      return {
        code: 0,
        out: JSON.stringify(
          { ...summary, idempotencyKey, fields: content.fields, ...(cv ? { cv } : {}) },
          null,
          2,
        ),
      };
    }
    case 'retry': {
      const id = leadId(argument);
      if (id === null) return usage();
      const changed = await store.requeue(id, now);
      return changed === 0
        ? { code: 1, out: `No lead #${id} in the outbox.` }
        : { code: 0, out: `Lead #${id} is due now; a running site delivers it within seconds.` };
    }
    case 'retry-dead': {
      const changed = await store.requeue('all-dead', now);
      return { code: 0, out: `${changed} dead letter(s) put back in line.` };
    }
    case 'purge-dead': {
      const match = /^(\d+)([dhm])$/.exec(values['older-than'] ?? '');
      if (!match)
        return { code: 2, out: 'purge-dead needs --older-than with a number and d, h or m, such as 30d.' };
      const removed = await store.purgeDead(now - Number(match[1]) * UNITS_MS[match[2]!]!);
      return { code: 0, out: `${removed} dead letter(s) removed.` };
    }
    default:
      return usage();
  }
}

function usage() {
  return { code: 2, out: USAGE };
}

function leadId(text: string | undefined): number | null {
  return text !== undefined && /^#?\d{1,15}$/.test(text) ? Number(text.replace('#', '')) : null;
}

function summaryLine(lead: LeadSummary, now: number): string {
  const when =
    lead.state === 'dead'
      ? `dead ${age(now - (lead.deadAt ?? now))} ago`
      : `next try in ${age(Math.max(0, lead.nextAttemptAt - now))}`;
  return `#${lead.id}  ${lead.kind.padEnd(9)} ${lead.state.padEnd(7)} received ${new Date(lead.receivedAt).toISOString()}  attempts ${lead.attempts}  ${when}${lead.lastError ? `  last: ${lead.lastError}` : ''}`;
}

function age(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 120) return `${seconds}s`;
  if (seconds < 7_200) return `${Math.round(seconds / 60)}m`;
  if (seconds < 172_800) return `${Math.round(seconds / 3_600)}h`;
  return `${Math.round(seconds / 86_400)}d`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const env = loadEnv();
    if (env.REDIS_URL) {
      console.error(
        'REDIS_URL is set: the leads wait in Redis (BullMQ queues leads-contact, leads-gold, leads-franchise, leads-career). This command reads the embedded outbox in DATA_DIR; see GET /healthz for the counts.',
      );
      process.exit(2);
    }
    // Opening would make an empty outbox where there was none: "pending: 0" from the wrong
    // folder (another working directory, a misspelt DATA_DIR) would read as "all delivered".
    const file = path.resolve(env.DATA_DIR, OUTBOX_FILE);
    if (!existsSync(file)) {
      console.error(
        `No outbox at ${file}. DATA_DIR must be the site's own (relative paths start from the current folder).`,
      );
      process.exit(2);
    }
    console.error(`Outbox: ${file}`);
    const store = openSqliteOutboxStore(env.DATA_DIR);
    const { code, out } = await runOutboxCommand(process.argv.slice(2), store);
    await store.close();
    (code === 0 ? console.log : console.error)(out);
    process.exitCode = code;
  } catch (error) {
    console.error(
      error instanceof EnvError ? error.message : `The outbox could not be read: ${String(error)}`,
    );
    process.exitCode = 1;
  }
}
