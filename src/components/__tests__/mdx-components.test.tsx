import * as React from "react"
import { render, screen } from "@testing-library/react"
import { mdxComponents } from "../mdx-components"

jest.mock("../../hooks/use-site-config", () => ({
  useSiteConfig: () => ({ name: "Coreval" }),
}))

describe("an article's key figures", () => {
  const { KeyFigures } = mdxComponents
  const items = [
    { value: "over 60%", label: "cost impact on the well" },
    { value: "50% faster", label: "delivery per well" },
  ]

  it("names each figure once, by its label, as the term it defines", () => {
    const { container } = render(<KeyFigures items={items} />)
    expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual(
      ["cost impact on the well", "delivery per well"]
    )
    expect(
      screen.getAllByRole("definition").map((value) => value.textContent)
    ).toEqual(["over 60%", "50% faster"])
    // Read once: a screen reader, and the search index, see the label a single time.
    expect(container.textContent?.split("cost impact on the well").length).toBe(
      2
    )
  })

  it("keeps a space between a label and its figure, so the two never read as one word", () => {
    const { container } = render(<KeyFigures items={items} />)
    expect(container.textContent).toContain("cost impact on the well over 60%")
  })
})
