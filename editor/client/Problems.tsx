/**
 * The generator's problems as the panel lists them: where (unless `here`) as the trail of record
 * names, what is wrong, what to do; the file's place (file:line:col) behind "Details".
 */
import { MESSAGES } from "../messages.ts";
import { unplainWords } from "../plain-words.ts";
import type { PanelProblem } from "./api.ts";

/** A generator's hint written for developers (a list of keys, a file's name): shown behind "Details". */
const developers = (hint: string) => unplainWords(hint).length > 0;

/**
 * A list of problems, or nothing when there is none. `here`: they are all of the field they sit
 * under, so no place is shown (neither the trail nor the details). `onWrite`: a problem the generator knows the text for (the house
 * style's) gets a button that writes it into the field.
 */
export function Problems({
  problems,
  here = false,
  id,
  onWrite,
}: {
  problems: readonly PanelProblem[];
  here?: boolean;
  id?: string;
  onWrite?: (text: string) => void;
}) {
  if (problems.length === 0) return null;
  return (
    <ul className="problems" id={id}>
      {problems.map((p) => (
        <li key={`${p.file}:${p.line}:${p.col} ${p.message}`}>
          {here || !p.place ? null : <strong className="place">{p.place}: </strong>}
          {p.message}
          {p.hint && !developers(p.hint) ? <span className="hint">{p.hint}</span> : null}
          {here && !(p.hint && developers(p.hint)) ? null : (
            // Where the developer finds it, and a hint in the developer's words: behind a disclosure (docs/content/editing.md, "Plain words").
            <details className="details">
              <summary>{MESSAGES.panel.details}</summary>
              {here ? null : (
                <code>
                  {p.file}:{p.line}:{p.col}
                </code>
              )}
              {p.hint && developers(p.hint) ? <p className="hint">{p.hint}</p> : null}
            </details>
          )}
          {onWrite && p.write !== undefined ? (
            <button type="button" className="link" onClick={() => onWrite(p.write!)}>
              {MESSAGES.panel.writeAs(p.write)}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
