import { nextTask } from './app/next-task';

// Zod probes for eval (new Function) when it builds its first object schema, to compile fast parsers.
// The site's Content Security Policy forbids eval, and browsers report the probe as a breach even
// though zod catches it. Zod reads its settings from this global (the one z.config writes), so the
// browser's schemas are built without the probe, and without loading zod into the first page.
const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };

// Module Federation needs an asynchronous boundary before any shared module is used. The federation
// runtime has just started in this task; the bootstrap (and the shared modules it consumes) starts in
// the next one.
void nextTask().then(() => import('./bootstrap'));
