/**
 * The runtime's table of page kinds (runtime/app/page-kinds.tsx): gathered from the
 * rows each screen module of runtime/pages/ exports (`screens`), complete for the registry's page
 * kinds, and refused with a message naming the page kind when a screen is missing or doubled.
 */
import { describe, expect, it } from "vitest";
import { pageKindFacts } from "../../generated/page-kinds";
import { gatherScreens, pageKinds, type Screens } from "../../runtime/app/page-kinds";

const Screen = () => null;
/** Rows for every page kind of the registry but `left`. */
const allBut = (...left: string[]): Screens =>
  Object.fromEntries(
    Object.keys(pageKindFacts)
      .filter((p) => !left.includes(p))
      .map((p) => [p, { screen: Screen }]),
  );

describe("the table of page kinds (runtime/app/page-kinds.tsx)", () => {
  it("has a screen for every page kind of the registry, in the registry's order", () => {
    expect(Object.keys(pageKinds)).toEqual(Object.keys(pageKindFacts));
    for (const entry of Object.values(pageKinds)) expect(typeof entry.screen).toBe("function");
    expect(pageKinds.home.countryMenu).toBe("white");
    expect(pageKinds.projects.countryMenu).toBe("blue");
    expect(pageKinds["service-detail"].ownNotFound).toBe(true);
  });

  it.each<[string, Record<string, Screens | undefined>, string]>([
    [
      "a page kind without a screen",
      { "../pages/A.tsx": allBut("about") },
      'runtime/pages: no screen renders the page kind "about"; export `screens` with its row from a module of runtime/pages/ (CONTRIBUTING.md "Add a page kind")',
    ],
    [
      "two page kinds without a screen",
      { "../pages/A.tsx": allBut("about", "home"), "../pages/B.tsx": undefined },
      'runtime/pages: no screen renders the page kinds "about", "home"; export `screens` with its row from a module of runtime/pages/ (CONTRIBUTING.md "Add a page kind")',
    ],
    [
      "a page kind with two screens",
      { "../pages/A.tsx": allBut(), "../pages/B.tsx": { about: { screen: Screen } } },
      'runtime/pages: the page kind "about" has two screens, in ../pages/A.tsx and ../pages/B.tsx; keep one row',
    ],
  ])("refuses %s", (_name, modules, message) => {
    expect(() => gatherScreens(modules)).toThrow(message);
  });
});
