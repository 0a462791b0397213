import { isUpcoming, siteDay, upcomingIds } from "../site-dates"

// The site's calendar is Amsterdam's, summer time and winter time alike.

it("names the day in Amsterdam, not in UTC or the machine's zone", () => {
  expect(siteDay("2031-05-10T21:59:00Z")).toBe("2031-05-10")
  expect(siteDay("2031-05-10T22:00:00Z")).toBe("2031-05-11")
  expect(siteDay("2031-01-10T22:59:00Z")).toBe("2031-01-10")
  expect(siteDay("2031-01-10T23:00:00Z")).toBe("2031-01-11")
})

it("counts an event as upcoming on its own day, by the day written, and one without a date as past", () => {
  expect(isUpcoming("2031-05-11", "2031-05-11")).toBe(true)
  expect(isUpcoming("2031-05-11T23:30:00Z", "2031-05-11")).toBe(true)
  expect(isUpcoming("2031-05-10", "2031-05-11")).toBe(false)
  expect(isUpcoming(null, "2031-05-11")).toBe(false)
  expect(isUpcoming("soon", "2031-05-11")).toBe(false)
  expect(
    upcomingIds(
      [
        { id: "b", date: "2031-06-01" },
        { id: "a", date: "2031-05-11" },
        { id: "c", date: "2031-05-01" },
      ],
      "2031-05-11"
    )
  ).toEqual(["a", "b"])
})
