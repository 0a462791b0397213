import { getCountries, getCountryCallingCode } from "libphonenumber-js/core"
import metadata from "libphonenumber-js/metadata.min.json"
import { countryCodes, dialCode } from "../country-codes"

describe("country codes", () => {
  it("lists every country the library knows, with the library's own dial prefix", () => {
    const listed = countryCodes()
    expect(listed.map((country) => country.iso).sort()).toEqual(
      [...getCountries(metadata)].sort()
    )
    for (const country of listed)
      expect(country.dial).toBe(
        `+${getCountryCallingCode(country.iso as never, metadata)}`
      )
  })

  it("names the countries in English, in alphabetical order", () => {
    const names = countryCodes().map((country) => country.name)
    expect(names).toContain("Netherlands")
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")))
  })

  it("gives a country's prefix, and nothing for a code that is not a country", () => {
    expect(dialCode("NL")).toBe("+31")
    expect(dialCode("CA")).toBe("+1")
    for (const hostile of [
      "",
      "nl",
      "XX",
      "__proto__",
      "constructor",
      "toString",
      "NL ",
    ])
      expect(dialCode(hostile)).toBeUndefined()
  })
})
