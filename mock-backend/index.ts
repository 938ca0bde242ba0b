import { z } from 'zod';
import { startMockBackend } from './start-mock-backend';

// Runs the mock backend on its own: `npm run mock`.

const portSchema = z
  .string()
  .regex(/^\d+$/, 'must be a whole number')
  .transform(Number)
  .pipe(z.number().int().min(1, 'must be 1 to 65535').max(65535, 'must be 1 to 65535'));

const port = portSchema.safeParse(process.env.MOCK_PORT ?? '4010');
if (!port.success) {
  console.error(`Invalid MOCK_PORT "${process.env.MOCK_PORT}": ${port.error.issues[0]?.message ?? 'not a port'}`);
  process.exit(1);
}

const mock = await startMockBackend({ port: port.data });
console.log(`Mock backend listening on ${mock.url} (admin: ${mock.url}/__mock)`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void mock.close().then(() => process.exit(0));
  });
}
