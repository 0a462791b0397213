import * as React from "react"

/**
 * False until the element comes within a screen's height of the viewport, then true for good:
 * when to fetch what a block needs only once a visitor is about to see it.
 */
export function useNearViewport(ref: React.RefObject<Element>) {
  const [near, setNear] = React.useState(false)
  React.useEffect(() => {
    const element = ref.current
    if (near || !element) return
    if (typeof IntersectionObserver === "undefined") return setNear(true)
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: "100% 0px" }
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, near])
  return near
}
