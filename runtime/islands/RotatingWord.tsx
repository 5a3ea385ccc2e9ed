import { useEffect, useState } from "react";

/**
 * §2/§4 The services headline word: cycles through `words` every `intervalMs` ms (§9: 5 s),
 * announced politely to screen readers. The HTML shows the first word.
 */
export default function RotatingWord({ words, intervalMs }: { words: readonly string[]; intervalMs: number }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % words.length), intervalMs);
    return () => window.clearInterval(timer);
  }, [words.length, intervalMs]);
  const word = words[index];
  return <span aria-live="polite" data-word={word} key={word} className={index > 0 ? "word-in inline-block" : "inline-block"}>{word}</span>;
}
