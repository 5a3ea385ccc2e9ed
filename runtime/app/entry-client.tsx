import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider, createBrowserRouter, matchRoutes } from "react-router-dom";
import "../styles/app.css";
import { appRoutes } from "./routes";

declare global {
  interface Window {
    __staticRouterHydrationData?: Parameters<typeof createBrowserRouter>[1] extends infer O ? O extends { hydrationData?: infer H } ? H : never : never;
  }
}

const container = document.getElementById("root")!;
const normalize = (p: string) => (p.length > 1 ? p.replace(/\/+$/, "") : p);
// The prerendered HTML matches this URL only when it was rendered for it; the static host's
// 404.html fallback was rendered for another path, so it is rendered afresh instead.
const prerendered = container.dataset.prerenderedPath;
const matches = prerendered !== undefined && normalize(prerendered) === normalize(window.location.pathname);
// Routes load their page on demand; the one being hydrated must be loaded before hydrating,
// so that the first client render matches the prerendered HTML (React Router's SSR guidance).
const lazyMatches = matchRoutes(appRoutes, window.location)?.filter((m) => m.route.lazy) ?? [];
await Promise.all(
  lazyMatches.map(async (m) => {
    const routeModule = await (m.route.lazy as () => Promise<Record<string, unknown>>)();
    Object.assign(m.route, { ...routeModule, lazy: undefined });
  }),
);
const router = createBrowserRouter(appRoutes, matches ? { hydrationData: window.__staticRouterHydrationData } : {});
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);
if (matches) hydrateRoot(container, app);
else {
  container.textContent = "";
  createRoot(container).render(app);
}
