/**
 * framer-motion as the projects filter uses it (runtime/islands/ProjectsFilter.tsx): the `m`
 * components, `LazyMotion` with the `domMax` features (layout animations need them) and
 * `MotionConfig`. The filter imports this module dynamically on its first change, so none of
 * framer-motion is in the page's first load.
 */
export { LazyMotion, MotionConfig, domMax, m } from "framer-motion";
