/**
 * The dev server's logger (vite.config.ts): Vite's, quieter about generated/.
 */
import { createLogger, type Logger } from "vite";

/**
 * Vite's logger, without the lines it prints for each generated/ module a spec save replaces:
 * the spec watcher prints one line per save instead (what changed, or the problems).
 */
export function devLogger(): Logger {
  const logger = createLogger();
  const info = logger.info.bind(logger);
  logger.info = (msg, opts) => {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape that starts a terminal colour code
    if (/(page reload|hmr update) \S*generated\//.test(msg.replace(/\x1b\[[0-9;]*m/g, ""))) return;
    info(msg, opts);
  };
  return logger;
}
