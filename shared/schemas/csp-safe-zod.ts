import { z } from 'zod';

// zod 4 compiles object parsers with `new Function` unless told not to, and even probing for
// eval reports a `securitypolicyviolation` under our CSP (no 'unsafe-eval'). Every schema
// module imports this first, so the setting is in place before any schema is built, in the
// browser bundle and on the server alike.
z.config({ jitless: true });
