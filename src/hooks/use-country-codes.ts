import * as React from "react"
import type { CountryCode } from "../lib/country-codes"

// The Book Session form's dial prefixes come as their own chunk (lib/country-codes.ts), fetched
// when the form is about to be used, and shared by every form that asks.
let countryList: Promise<CountryCode[]> | null = null

export function useCountryCodes(needed: boolean) {
  const [countries, setCountries] = React.useState<CountryCode[] | null>(null)
  const load = React.useCallback(async () => {
    countryList ??= import("../lib/country-codes").then((module) =>
      module.countryCodes()
    )
    try {
      const list = await countryList
      setCountries(list)
      return list
    } catch {
      // A failed chunk download is retried on the next focus rather than remembered.
      countryList = null
      return []
    }
  }, [])
  React.useEffect(() => {
    if (needed) void load()
  }, [needed, load])
  return { countries, load }
}

/** Calls `load` once the element comes within a screen of the viewport. */
export function useLoadWhenNear(
  ref: React.RefObject<HTMLElement>,
  load: (() => Promise<unknown>) | null
) {
  React.useEffect(() => {
    if (!load || !ref.current || typeof IntersectionObserver === "undefined")
      return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        void load()
      },
      { rootMargin: "100% 0px" }
    )
    observer.observe(ref.current)
    return () => observer.disconnect()
  }, [ref, load])
}
