import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadEnv } from '../../server/env';
import { openLeadOutbox } from '../../server/outbox/open-lead-outbox';
import { describeLeadOutboxContract } from '../helpers/lead-outbox-contract';

// The embedded outbox against the contract the Redis one also keeps (tests/cluster/).
const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'outbox-contract-')), 'data');

describeLeadOutboxContract(
  'embedded (SQLite in DATA_DIR)',
  async (upstream) => {
    const outbox = await openLeadOutbox({
      env: loadEnv({ DATA_DIR: dataDir }),
      upstream,
      logger: pino({ level: 'silent' }),
    });
    return {
      leads: outbox.leads,
      async close() {
        await outbox.close();
        rmSync(path.dirname(dataDir), { recursive: true, force: true });
      },
    };
  },
  // The store is lost with its directory, and cannot make it again where a file stands.
  async () => {
    rmSync(dataDir, { recursive: true, force: true });
    const { writeFileSync } = await import('node:fs');
    writeFileSync(dataDir, 'not a directory');
  },
);
