import { lazy } from "../components/lazy"

/**
 * The 'Get in Touch' forms of the footer, a few kilobytes of code on every page, as a chunk of
 * their own outside the page's first-load JavaScript. They are in the page's HTML from the start
 * (see `lazy`); if their code cannot be fetched, the footer's e-mail link beside them still works.
 */
export const GetInTouch = lazy(() =>
  import("./get-in-touch-forms").then((module) => module.GetInTouchForms)
)
