import {
  RESERVED_SLUGS,
  SLUG_FORM,
  SLUG_MAX,
  slugFromTitle,
  slugify,
  slugProblem,
  uniqueSlug,
  withSuffix,
} from "../slugs"

const form = new RegExp(SLUG_FORM)

describe("slugify", () => {
  it.each([
    ["Énergie & Öl", "energie-ol"],
    ["Supply chain by SLA", "supply-chain-by-sla"],
    ["  Crème brûlée, déjà vu!  ", "creme-brulee-deja-vu"],
    ["Straße über Łódź", "strasse-uber-lodz"],
    ["Ærø and Œuvre", "aero-and-oeuvre"],
    ["Don't stop", "dont-stop"],
    ["İstanbul Ñandú", "istanbul-nandu"],
    ["a--b__c", "a-b-c"],
    ["2024: the year", "2024-the-year"],
  ])("makes %j into %j", (title, slug) => {
    expect(slugify(title)).toBe(slug)
  })

  it.each([
    ["emoji only", "🚀🎉 🙂"],
    ["punctuation only", "!!! ... — ?? & %"],
    ["another script", "Кириллица 日本語"],
    ["blank", "   "],
  ])("gives nothing for %s", (_, title) => {
    expect(slugify(title)).toBe("")
  })

  it("cuts a long title at a word, within the limit", () => {
    const title = "word ".repeat(100) + "x".repeat(500)
    const slug = slugify(title)
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX)
    expect(slug).toMatch(/^word(-word)*$/)
    expect(slug.length).toBeGreaterThan(SLUG_MAX - 5)
  })

  it("cuts one word longer than the limit", () => {
    expect(slugify("y".repeat(500))).toBe("y".repeat(SLUG_MAX))
  })

  // Titles no person would type, to see that whatever comes out has the form.
  it("always gives a slug of the right form and length", () => {
    let seed = 7
    const next = () => (seed = (seed * 48271) % 2147483647)
    for (let i = 0; i < 300; i++) {
      const length = next() % 600
      const title = Array.from({ length }, () =>
        String.fromCodePoint(next() % 3 ? next() % 0x2fff : next() % 0x1ffff)
      ).join("")
      const slug = slugify(title)
      expect(slug).toMatch(form)
      expect(slug.length).toBeLessThanOrEqual(SLUG_MAX)
      expect(slug).not.toMatch(/^-|-$|--/)
    }
  })
})

describe("slugProblem", () => {
  it.each(["energie-ol", "a", "2024-the-year", "x".repeat(SLUG_MAX)])(
    "accepts %j",
    (slug) => {
      expect(slugProblem(slug)).toBeNull()
    }
  )

  it.each<[string, RegExp]>([
    ["Upper", /lowercase/],
    ["with space", /lowercase/],
    ["émigré", /lowercase/],
    ["a/b", /lowercase/],
    ["x".repeat(SLUG_MAX + 1), /at most 80/],
    ["---", /letter or a digit/],
    ["a--b", /two together/],
    ["-abc", /start or end/],
    ["abc-", /start or end/],
    ["2024", /record's id/],
    ["0190aaaabbbbccccddddeeee", /record's id/],
    ...RESERVED_SLUGS.map((word): [string, RegExp] => [
      word,
      /keeps for itself/,
    ]),
  ])("refuses %j", (slug, message) => {
    expect(slugProblem(slug)).toMatch(message)
  })
})

describe("slugFromTitle", () => {
  it.each([
    ["Énergie & Öl", "energie-ol"],
    ["🚀🚀", "post"],
    ["?!", "post"],
    ["2024", "post-2024"],
    ["New", "post-new"],
    ["Index", "post-index"],
    ["0190aaaabbbbccccddddeeee", "post-0190aaaabbbbccccddddeeee"],
  ])("makes %j into %j", (title, slug) => {
    expect(slugFromTitle(title, "post")).toBe(slug)
    expect(slugProblem(slugFromTitle(title, "post"))).toBeNull()
  })

  it("keeps a 500-character title within the limit", () => {
    const slug = slugFromTitle("Ünïcödé ".repeat(70), "post")
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX)
    expect(slugProblem(slug)).toBeNull()
  })
})

describe("uniqueSlug", () => {
  it("adds -2, -3 to a taken slug", () => {
    const taken = new Set(["energie-ol", "energie-ol-2"])
    expect(uniqueSlug("energie-ol", (slug) => taken.has(slug))).toBe(
      "energie-ol-3"
    )
    expect(uniqueSlug("free", (slug) => taken.has(slug))).toBe("free")
  })

  it("keeps a suffixed slug of the longest kind within the limit", () => {
    const long = "a".repeat(SLUG_MAX)
    const taken = new Set([long, withSuffix(long, 2)])
    const slug = uniqueSlug(long, (candidate) => taken.has(candidate))
    expect(slug).toBe(`${"a".repeat(SLUG_MAX - 2)}-3`)
    expect(withSuffix(long, 12)).toHaveLength(SLUG_MAX)
  })

  it("does not leave a hyphen before the suffix", () => {
    expect(withSuffix(`${"a".repeat(77)}-bc`, 10)).toBe(`${"a".repeat(77)}-10`)
  })
})
