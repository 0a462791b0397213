import { isSafeUrl } from "../links"

describe("isSafeUrl", () => {
  it.each([
    ["/faq", true, true],
    ["/uploads/a.png?v=1#top", true, true],
    ["https://partner.example/offer", true, true],
    ["HTTPS://partner.example/", true, true],
    ["http://partner.example/", true, false],
    ["/\\evil.example/x", false, false],
    ["//evil.example/x", false, false],
    ["/\\/evil.example/x", false, false],
    ["javascript:alert(1)", false, false],
    ["data:image/png;base64,AAAA", false, false],
    ["mailto:a@example.com", false, false],
    ["faq", false, false],
    ["/a b", false, false],
    ["", false, false],
    [null, false, false],
  ])("%j: as a link %s, as an image %s", (value, link, image) => {
    expect(isSafeUrl(value)).toBe(link)
    expect(isSafeUrl(value, { httpsOnly: true })).toBe(image)
  })
})
