import * as React from "react"

/** False during the server render and the first client render, true once the page has mounted. */
export function useMounted() {
  const [mounted, setMounted] = React.useState(false)
  React.useEffect(() => setMounted(true), [])
  return mounted
}
