import { DEFAULT_MOCK_PORT, portNumber } from '../shared/env-numbers';
import { startMockBackend } from './start-mock-backend';

// Runs the mock backend on its own: `npm run mock`.

const typed = process.env.MOCK_PORT?.trim() || String(DEFAULT_MOCK_PORT);
const port = portNumber.safeParse(typed);
if (!port.success) {
  console.error(
    `Invalid environment:\n  MOCK_PORT=${JSON.stringify(process.env.MOCK_PORT)}: ${port.error.issues[0]?.message ?? 'not a port'}`,
  );
  process.exit(1);
}

const mock = await startMockBackend({ port: port.data });
console.log(`Mock backend listening on ${mock.url} (admin: ${mock.url}/__mock)`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void mock.close().then(() => process.exit(0));
  });
}
