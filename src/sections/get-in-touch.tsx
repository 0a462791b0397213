import { lazy } from "../components/lazy"

/**
 * The 'Get in Touch' forms of the footer, with the request modal and the country list, as one
 * chunk outside the page's first-load JavaScript: the site's only lazy loading below the layout.
 * They are in the page's HTML from the start (see `lazy`); if their code cannot be fetched, the
 * footer's e-mail link beside them still works.
 */
export const GetInTouch = lazy(() =>
  import("./get-in-touch-forms").then((module) => module.GetInTouchForms)
)
