import * as React from "react"

/** True once the page has scrolled more than `threshold` pixels (the sticky header's trigger). */
export function useScrolledPast(threshold: number) {
  const [past, setPast] = React.useState(false)
  React.useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold)
    onScroll()
    window.addEventListener("scroll", onScroll, { passive: true })
    return () => window.removeEventListener("scroll", onScroll)
  }, [threshold])
  return past
}
