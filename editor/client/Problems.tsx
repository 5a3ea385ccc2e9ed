/** The generator's problems as the panel lists them: where (unless `here`), what is wrong, what to do. */
import type { PanelProblem } from "./api.ts";

/** A list of problems, or nothing when there is none. `here`: they are all of the field they sit under, so no place is shown. */
export function Problems({ problems, here = false, id }: { problems: readonly PanelProblem[]; here?: boolean; id?: string }) {
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
        </li>
      ))}
    </ul>
  );
}
