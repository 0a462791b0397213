import { parsePhoneNumberFromString } from "libphonenumber-js/min"

// Loaded only when a visitor gives the Book Session form a number starting with "+": it carries
// the library's number formats (about 20 KB gzip), which the footer's forms chunk leaves out.

export type SplitNumber = { country: string; national: string }

/**
 * A full international number split into its country's ISO code and the rest, as the number is
 * written after its dial prefix ("+44 20 7946 0958" -> GB, "20 7946 0958"); null for anything that
 * is not a valid number of a country.
 */
export function splitInternational(text: string): SplitNumber | null {
  const number = parsePhoneNumberFromString(text)
  if (!number?.country || !number.isValid()) return null
  const prefix = `+${number.countryCallingCode}`
  return {
    country: number.country,
    national: number.formatInternational().slice(prefix.length).trim(),
  }
}
