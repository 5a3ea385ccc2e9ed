/** The typewriter's props (serialized into the page; ./decor/typewriter reads them in the browser). */
export interface TypewriterProps {
  /** The whole line; the HTML always holds all of it. */
  readonly text: string;
  /** How long typing it out takes, in ms (hero animation: 2.5 s). */
  readonly durationMs: number;
}

/**
 * Typewriter, as the build renders it: the whole `text`, marked done. In the browser the plain
 * module ./decor/typewriter.ts (no React) types it out when the page was reached from
 * another page of the site, from the typewriter breakpoint up, never under reduced motion.
 */
export default function Typewriter({ text }: TypewriterProps) {
  return <span data-typewriter="done">{text}</span>;
}
