// npm run outbox -- status | list [pending|dead] | show ID | retry ID | retry-dead | purge-dead --older-than 30d | help
//
// The operator's view of the lead outbox: the embedded one in DATA_DIR, or BullMQ's queues in
// Redis when REDIS_URL is set, as the site reads them. It may run beside the sites: both are
// made for several processes. Only `show` prints a lead's personal data.

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { EnvError, loadEnv } from '../env';
import { NoOutboxError, type AdminLead, type AdminLeadSummary, type OutboxAdmin } from './outbox-admin';
import { sqliteOutboxAdmin } from './embedded/sqlite-outbox-admin';
import { OUTBOX_FILE, openSqliteOutboxStore } from './embedded/sqlite-outbox-store';
import { openBullmqOutboxAdmin } from './bullmq/bullmq-outbox-admin';

const USAGE = `Usage: npm run outbox -- <command>   (npm run -s ... keeps npm's own lines off stdout)
  status                           counts, the oldest pending lead's age, why leads are dead
  list [pending|dead]              one line per lead, without personal data
  show ID                          one lead in full, personal data included
  retry ID                         try a pending or dead lead again now
  retry-dead                       put every dead letter back in line
  purge-dead --older-than 30d      remove dead letters older than that (d, h or m)`;

const UNITS_MS: Record<string, number> = { d: 86_400_000, h: 3_600_000, m: 60_000 };

const COMMANDS = new Set(['status', 'list', 'show', 'retry', 'retry-dead', 'purge-dead']);

/**
 * What a command prints: `out` is the answer alone, on stdout when it succeeded (what `wc -l`
 * or `jq` reads); `note` is for the operator's eyes, on stderr.
 */
export interface OutboxAnswer {
  code: number;
  out: string;
  note?: string;
}

/** The words and the options, or null for an option it does not know (a typo such as --older-then). */
function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: { 'older-than': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch {
    return null;
  }
}

/** The usage, asked for or for words that name no command: answered before any outbox is opened. */
export function answerWithoutOutbox(argv: string[]): OutboxAnswer | null {
  const parsed = parse(argv);
  const command = parsed?.positionals[0];
  if (command === 'help' || parsed?.values.help) return { code: 0, out: USAGE };
  return command !== undefined && COMMANDS.has(command) ? null : usage();
}

export async function runOutboxCommand(
  argv: string[],
  store: OutboxAdmin,
  now = Date.now(),
): Promise<OutboxAnswer> {
  const parsed = parse(argv);
  if (!parsed) return usage();
  const { positionals, values } = parsed;
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
      if (leads.length === 0) return { code: 0, out: '', note: 'No leads in the outbox.' };
      return { code: 0, out: leads.map((lead) => summaryLine(lead, now)).join('\n') };
    }
    case 'show': {
      const id = argument === undefined ? null : store.idFrom(argument);
      if (id === null) return usage();
      const lead = await store.show(id);
      if (!lead) return { code: 1, out: `No lead #${id} in the outbox (a delivered lead is removed).` };
      const { cv, ...shown } = lead;
      return {
        code: 0,
        out: JSON.stringify({ ...shown, ...(cv ? { cv: cvSummary(cv) } : {}) }, null, 2),
      };
    }
    case 'retry': {
      const id = argument === undefined ? null : store.idFrom(argument);
      if (id === null) return usage();
      const changed = await store.requeue(id, now);
      return changed === 0
        ? { code: 1, out: `No lead #${id} in the outbox.` }
        : { code: 0, out: `Lead #${id} is due now; a running site delivers it within seconds.` };
    }
    case 'retry-dead': {
      const changed = await store.requeue('all-dead', now);
      const { dead } = await store.counts();
      const left =
        dead === 0
          ? ''
          : ` ${dead} still dead: refused in the last minute for a field its visitor may still correct` +
            ' (try again in a minute), or sent again and waiting already (it goes once that is delivered).';
      return { code: 0, out: `${changed} dead letter(s) put back in line.${left}` };
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

function usage(): OutboxAnswer {
  return { code: 2, out: USAGE };
}

/** A CV by its name, size and digest: enough to tell it is the right one, never its bytes. */
function cvSummary(cv: NonNullable<AdminLead['cv']>) {
  return cv.bytes
    ? {
        name: cv.name,
        type: cv.type,
        bytes: cv.bytes.length,
        sha256: createHash('sha256').update(cv.bytes).digest('hex'),
      }
    : { name: cv.name, type: cv.type, stored: false };
}

function summaryLine(lead: AdminLeadSummary, now: number): string {
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

function openEmbedded(dataDir: string): OutboxAdmin {
  // Opening would make an empty outbox where there was none: "pending: 0" from the wrong
  // folder (another working directory, a misspelt DATA_DIR) would read as "all delivered".
  const file = path.resolve(dataDir, OUTBOX_FILE);
  if (!existsSync(file))
    throw new NoOutboxError(
      `No outbox at ${file}. DATA_DIR must be the site's own (relative paths start from the current folder).`,
    );
  return sqliteOutboxAdmin(openSqliteOutboxStore(dataDir), file);
}

function print({ code, out, note }: OutboxAnswer): void {
  if (note) console.error(note);
  if (out) (code === 0 ? console.log : console.error)(out);
  process.exitCode = code;
}

async function runAgainstOutbox(argv: string[]): Promise<void> {
  try {
    const env = loadEnv();
    const admin = env.REDIS_URL
      ? await openBullmqOutboxAdmin(env.REDIS_URL, { answerWaitMs: env.LEAD_ANSWER_WAIT_MS })
      : openEmbedded(env.DATA_DIR);
    // Which outbox this is, on stderr: stdout is the answer alone (`list dead | wc -l`).
    console.error(admin.describe);
    // Closed whatever happens: an open Redis connection would keep the command running.
    print(await runOutboxCommand(argv, admin).finally(() => admin.close()));
  } catch (error) {
    console.error(
      error instanceof EnvError || error instanceof NoOutboxError
        ? error.message
        : `The outbox could not be read: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exitCode = error instanceof NoOutboxError ? 2 : 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const argv = process.argv.slice(2);
  const early = answerWithoutOutbox(argv);
  if (early) print(early);
  else await runAgainstOutbox(argv);
}
