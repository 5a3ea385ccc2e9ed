/**
 * The model: the normalized types the generator builds and the runtime, media/, scripts/ and the
 * editor read (docs/architecture.md#layout, "The model"). Types only, one home: the shared ones
 * (./content.ts), each kind's own (./kinds/<kind>.ts, through the barrel ./kinds.gen.ts), and
 * the authored shapes derived from the schemas (./raw/, `npm run schema-types`), of which the
 * plain section kinds' types (`<Kind>Section`) come from ./raw/sections.ts. generated/ holds the
 * data, typed with these.
 */
export type * from "./content.ts";
export type * from "./kinds.gen.ts";
export type * from "./raw/sections.ts";
