/** The generator's problems as the panel lists them: where (unless `here`), what is wrong, what to do. */
import { MESSAGES } from "../messages.ts";
import type { PanelProblem } from "./api.ts";

/**
 * A list of problems, or nothing when there is none. `here`: they are all of the field they sit
 * under, so no place is shown. `onWrite`: a problem the generator knows the text for (the house
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
          {here ? null : (
            <>
              <code>
                {p.file}:{p.line}:{p.col}
              </code>{" "}
            </>
          )}
          {p.message}
          {p.hint ? <span className="hint">{p.hint}</span> : null}
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
