/**
 * Every text the page editor shows (its panel, its buttons and its answers), in one place, as the
 * generator's catalogue holds its messages (generator/diagnostics/catalogue.ts). The editor is a
 * dev tool for content owners; none of this reaches dist/. A problem with the content itself is
 * never worded here: the panel shows the generator's own diagnostics.
 */
export const MESSAGES = {
  toggle: { on: "Editing: on", off: "Edit page", title: "Edit mode: outline what can be edited (or Alt-click anything)" },
  panel: {
    label: "Edit content",
    close: "Close",
    save: "Save",
    saving: "Saving…",
    saved: "Saved. The page shows it.",
    checking: "Checking…",
    valid: "No problems.",
    openInEditor: "Open in editor",
    up: "Edit the enclosing record",
    pattern: "This text is made from a pattern:",
    patternValue: "and the value put into it:",
    also: (n: number) => `The same text is written in ${n} other place${n === 1 ? "" : "s"}:`,
    notEditable: "This value has no field the panel can edit here; open it in your editor.",
    add: "Add",
    remove: "Remove",
    moveUp: "Move up",
    moveDown: "Move down",
    item: (n: number) => `Item ${n}`,
    unset: "(not set)",
    yes: "Yes",
    changes: "Changes",
    discard: "Discard",
    noChanges: "No spec file changed.",
    focalPoint: "Focal point: click the picture where it matters most",
    upload: "Upload a picture",
    newPage: "New page",
    newPageTitle: "A new page (a draft until you publish it)",
    pageName: "Name (the route id, e.g. careers)",
    pagePath: "Address (e.g. /careers)",
    pageTitle: "Title",
    pageDescription: "Description for search results and link previews",
    create: "Create",
  },
  api: {
    changedOnDisk: (file: string) =>
      `${file} was changed on disk since the panel read it (by an editor open beside?). The panel has read it again: make your change once more.`,
    refused: "Refused: the editing endpoints answer only this dev server's own pages.",
    notFound: (file: string, path: string) => `${file} has no value at ${path}.`,
    badRequest: (why: string) => `Bad request: ${why}`,
    notText: "A text field was expected.",
    problems: (n: number) => `Not saved: ${n} problem${n === 1 ? "" : "s"} to fix first.`,
    tooLarge: (limit: number) => `The request is larger than ${limit} bytes.`,
    pageName: "the page's name is its route id: lowercase letters, digits and single hyphens (careers, brand-workshop)",
    pagePath: "the page's address starts with / and has lowercase letters, digits and single hyphens between slashes (/careers)",
    pageExists: (file: string) => `${file} already exists: choose another name.`,
    uploadTooLarge: (mb: number) => `The picture is larger than ${mb} MB: export it smaller (the build makes every size it needs from one large file).`,
    uploadTypes: (types: readonly string[]) => `Only ${types.join(", ")} pictures can be uploaded.`,
    uploadNotType: (name: string, type: string) => `${name} is not a ${type} picture, whatever its name says.`,
  },
} as const;
