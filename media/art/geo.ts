/**
 * Country outlines for the country heroes: Natural Earth's 1:50m countries (world-atlas,
 * TopoJSON) turned into GeoJSON (topojson-client), projected with d3-geo (an azimuthal
 * equal-area projection centred on the country, so shapes far from the equator are not
 * stretched) and fitted into a box. Islands smaller than 1% of the largest part are left out,
 * so far-off territories do not shrink the mainland.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { geoArea, geoAzimuthalEqualArea, geoCentroid, geoPath } from "d3-geo";
import type { Feature, MultiPolygon, Polygon } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

type Country = Feature<Polygon | MultiPolygon, { name: string }>;

let countries: Country[] | undefined;

function load(root: string): Country[] {
  if (!countries) {
    const file = createRequire(join(root, "package.json")).resolve("world-atlas/countries-50m.json");
    const topo = JSON.parse(readFileSync(file, "utf8")) as Topology<{ countries: GeometryCollection<{ name: string }> }>;
    countries = (feature(topo, topo.objects.countries) as unknown as { features: Country[] }).features;
  }
  return countries;
}

/** The initials of a name ("United Kingdom" → "UK"). */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0] ?? "")
    .join("")
    .toUpperCase();

/**
 * The atlas's country for a name: the same name (case aside), else the one whose initials it is
 * ("UK"). Null when none matches.
 */
function find(root: string, name: string): Country | null {
  const all = load(root);
  const want = name.trim().toLowerCase();
  return all.find((c) => c.properties.name.toLowerCase() === want) ?? all.find((c) => initials(c.properties.name) === name.trim().toUpperCase()) ?? null;
}

/**
 * The outline of `name` fitted into `box` (px) as an SVG path (coordinates to 0.1 px), and
 * `point` ([longitude, latitude] in degrees) projected into the same box. Null when the atlas
 * does not know the country.
 */
export function countryOutline(
  root: string,
  name: string,
  box: { width: number; height: number },
  point: readonly [number, number] | null,
): { d: string; point: readonly [number, number] | null } | null {
  const country = find(root, name);
  if (!country) return null;
  const polygons: Polygon["coordinates"][] = country.geometry.type === "Polygon" ? [country.geometry.coordinates] : country.geometry.coordinates;
  const areas = polygons.map((p) => geoArea({ type: "Polygon", coordinates: p }));
  const largest = Math.max(...areas);
  const kept: Feature<MultiPolygon> = {
    type: "Feature",
    properties: {},
    geometry: { type: "MultiPolygon", coordinates: polygons.filter((_, i) => areas[i] >= largest * 0.01) },
  };
  const [lon, lat] = geoCentroid(kept);
  const projection = geoAzimuthalEqualArea().rotate([-lon, -lat]).fitSize([box.width, box.height], kept);
  const path = geoPath(projection).digits(1);
  const d = path(kept) ?? "";
  const projected = point ? projection([point[0], point[1]]) : null;
  return { d, point: projected ? [Math.round(projected[0] * 10) / 10, Math.round(projected[1] * 10) / 10] : null };
}
