import * as React from "react"
import { fireEvent, render, screen } from "@testing-library/react"
import { HomeAccordion } from "../home-accordion"

const panel = (id: string, title: string, link: string, caseText: string | null) => ({
  id,
  title,
  description: `${title} description`,
  link,
  image: null,
  caseTitle: caseText ? `${title} case` : null,
  caseText,
})

const panels = [
  panel("services", "Services", "/supply-chain-by-sla", "20 analyses found savings"),
  panel("program", "Program", "/success-formula-disruptive-and-controlled", "over 60% cost impact"),
  panel("academy", "Academy", "/skillset-development", "training the ECMT"),
  panel("thinking", "Thinking", "/article-business-cases-background", "76% lower cost"),
  panel("codex", "CODEX", "/codex-supply-chain", null),
]

const item = (name: string) => screen.getByRole("link", { name }).closest("li")!

describe("HomeAccordion", () => {
  it("starts with the first panel active and its case study shown", () => {
    render(<HomeAccordion panels={panels} />)
    expect(item("Services")).toHaveAttribute("data-active", "true")
    expect(screen.getByText("20 analyses found savings")).toBeInTheDocument()
  })

  it("moves the active panel and the case study with the hovered panel", () => {
    render(<HomeAccordion panels={panels} />)
    fireEvent.mouseEnter(item("Thinking"))
    expect(item("Thinking")).toHaveAttribute("data-active", "true")
    expect(item("Services")).toHaveAttribute("data-active", "false")
    expect(screen.getByText("76% lower cost")).toBeInTheDocument()
    expect(screen.queryByText("20 analyses found savings")).not.toBeInTheDocument()
  })

  it("shows no case study for CODEX", () => {
    render(<HomeAccordion panels={panels} />)
    fireEvent.mouseEnter(item("CODEX"))
    expect(screen.queryByText(/case$/)).not.toBeInTheDocument()
  })

  it("links each panel to its page", () => {
    render(<HomeAccordion panels={panels} />)
    for (const { title, link } of panels) expect(screen.getByRole("link", { name: title })).toHaveAttribute("href", link)
  })
})
