import * as React from "react"

const query = "(prefers-reduced-motion: reduce)"

/** True when the visitor asks for less motion; false on the server and before mount. */
export function useReducedMotion() {
  const [reduced, setReduced] = React.useState(false)
  React.useEffect(() => {
    const media = window.matchMedia(query)
    setReduced(media.matches)
    const onChange = () => setReduced(media.matches)
    media.addEventListener("change", onChange)
    return () => media.removeEventListener("change", onChange)
  }, [])
  return reduced
}
