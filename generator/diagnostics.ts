/** Kept so that `generator/diagnostics.ts` imports (vite.config.ts, tests) keep working. */
export * from "./diagnostics/index.ts";
