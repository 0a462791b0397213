import { storedConsent } from "../consent"

const setCookie = (value: string) =>
  (document.cookie = `cookieConsent=${value}; path=/`)

afterEach(() => {
  document.cookie = "cookieConsent=; path=/; max-age=0"
})

test("reads the visitor's choice from the cookieConsent cookie", () => {
  expect(storedConsent()).toBeNull()
  setCookie("declined")
  expect(storedConsent()).toBe("declined")
  setCookie("accepted")
  expect(storedConsent()).toBe("accepted")
})

test("a value the site did not write counts as no choice", () => {
  setCookie("maybe")
  expect(storedConsent()).toBeNull()
})
