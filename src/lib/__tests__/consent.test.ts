import { consentChanged, storedConsent } from "../consent"

const nextTask = () => new Promise((resolve) => setTimeout(resolve))
const setCookie = (value: string) =>
  (document.cookie = `cookieConsent=${value}; path=/`)

afterEach(async () => {
  document.cookie = "cookieConsent=; path=/; max-age=0"
  await nextTask()
})

test("reads the cookie once per task, however often React asks", () => {
  setCookie("accepted")
  const reads = jest.spyOn(document, "cookie", "get")
  expect([storedConsent(), storedConsent(), storedConsent()]).toEqual([
    "accepted",
    "accepted",
    "accepted",
  ])
  expect(reads).toHaveBeenCalledTimes(1)
  reads.mockRestore()
})

test("a choice written on this page is seen at once", () => {
  expect(storedConsent()).toBeNull()
  setCookie("declined")
  consentChanged()
  expect(storedConsent()).toBe("declined")
})

test("a choice written elsewhere (another tab) is seen from the next task on", async () => {
  expect(storedConsent()).toBeNull()
  setCookie("accepted")
  await nextTask()
  expect(storedConsent()).toBe("accepted")
})
