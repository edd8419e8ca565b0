/*
 * zod compiles object parsers with `new Function` unless told not to, and even its probe for eval breaks
 * the Content-Security-Policy (no 'unsafe-eval'). The browser's forms parse little: they go without.
 * zod reads the option from its global config object (shared by every copy of zod) when a schema is
 * made, so setting it here, before any page module loads zod, needs no zod in the first load.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
