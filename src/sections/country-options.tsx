import * as React from "react"
import { countryCodes } from "../lib/country-codes"

const countries = countryCodes()

/** The Book Session form's country codes, as the options of its select (value: the ISO code). */
export function CountryOptions() {
  return (
    <>
      {countries.map((entry) => (
        <option key={entry.iso} value={entry.iso}>
          {entry.name} ({entry.dial})
        </option>
      ))}
    </>
  )
}
