import { fillWords } from "../fill-words"

describe("fillWords", () => {
  it("fills every placeholder it has a value for, as often as it stands", () => {
    expect(
      fillWords("{name} keeps it {days} days. Ask {name}.", {
        name: "Coreval",
        days: 30,
      })
    ).toBe("Coreval keeps it 30 days. Ask Coreval.")
  })

  it("leaves placeholders it has no value for, and a value's own braces, as they are", () => {
    expect(fillWords("{name} and {other}", { name: "{days}", days: 3 })).toBe(
      "{days} and {other}"
    )
  })
})
