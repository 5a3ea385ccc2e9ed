/**
 * The island components by name, imported statically for the build-time renderer (the browser
 * loads them lazily through ./registry.ts). Type-checked to list exactly the registry's names.
 */
import type { ComponentType } from "react";
import BannerVideo from "./BannerVideo";
import Breadcrumb from "./Breadcrumb";
import Carousel from "./Carousel";
import Form from "../forms/Form";
import LookingFor from "./LookingFor";
import Marquee from "./Marquee";
import MediaVideo from "./MediaVideo";
import MenuToggle from "./MenuToggle";
import ProjectsFilter from "./ProjectsFilter";
import RotatingWord from "./RotatingWord";
import ScrollToTop from "./ScrollToTop";
import Tabs from "./Tabs";
import Testimonials from "./Testimonials";
import Typewriter from "./Typewriter";
import type { IslandName } from "./registry";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const components: { readonly [N in IslandName]: ComponentType<any> } = {
  MenuToggle,
  ScrollToTop,
  Breadcrumb,
  Carousel,
  Tabs,
  Marquee,
  ProjectsFilter,
  BannerVideo,
  MediaVideo,
  RotatingWord,
  Typewriter,
  Testimonials,
  LookingFor,
  Form,
};
