import { act } from "@testing-library/react"
import axe from "axe-core"

// axe's rules on what a test rendered (axe-core comes with @axe-core/playwright). jsdom lays
// nothing out, so contrast and target sizes are left to the Playwright walk, which measures them.
export async function axeViolations(element: Element) {
  // jsdom has no canvas; axe then skips its icon-font guesses instead of logging jsdom's complaint.
  const getContext = HTMLCanvasElement.prototype.getContext
  HTMLCanvasElement.prototype.getContext = () => null
  let results: axe.AxeResults
  try {
    // The panel goes on rendering (queries settle) while axe walks it.
    results = await act(() =>
      axe.run(element, {
        // Passing rules keep one element each: building a selector for every passing element
        // was most of a check's time.
        resultTypes: ["violations"],
        rules: {
          "color-contrast": { enabled: false },
          "target-size": { enabled: false },
        },
      })
    )
  } finally {
    HTMLCanvasElement.prototype.getContext = getContext
  }
  // A run that checked nothing would pass whatever was drawn.
  if (results.passes.length < 10) throw new Error("axe checked almost nothing")
  return results.violations.map(({ id, nodes }) => ({
    id,
    nodes: nodes.map((node) => node.html),
  }))
}
