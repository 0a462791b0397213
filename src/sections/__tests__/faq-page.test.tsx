import * as React from "react"
import { fireEvent, render, screen } from "@testing-library/react"
import { FaqList } from "../faq-list"
import faqPage from "../../../content/pages/faq.json"

jest.mock("../../hooks/use-offerings", () => ({
  ...jest.requireActual("../../hooks/use-offerings"),
  useOfferings: () =>
    require("../../../content/data/offerings.json").map(
      (offering: { link: string; name: string; shortName: string }) => ({
        ...offering,
        summary: null,
        image: null,
      })
    ),
}))

// The FAQ page passes its content file to FaqList exactly like this (src/pages/faq.tsx).
const items = faqPage.faqs.map((faq) => ({
  id: faq.anchor,
  question: faq.question,
  answer: faq.paragraphs,
  links: faq.links,
}))
const question = (topic: string) => {
  const faq = faqPage.faqs.find((item) => item.topic === topic)!
  return {
    button: screen.getByRole("button", { name: faq.question }),
    answer: faq.paragraphs[0],
  }
}

describe("FAQ page questions", () => {
  it("covers every topic a visitor asks about", () => {
    expect(faqPage.faqs.map((faq) => faq.topic)).toEqual(
      expect.arrayContaining([
        "Remuneration models",
        "Integrated supply chain system",
        "Materials management",
        "Compliance and governance",
        "Full cost programme",
        "Cost recovery disputes",
        "ECMT",
        "Cost intelligence",
      ])
    )
  })

  it("opens and closes each answer independently of the others", () => {
    render(<FaqList items={items} />)
    const remuneration = question("Remuneration models")
    const recovery = question("Cost recovery disputes")
    expect(screen.getByText(remuneration.answer)).not.toBeVisible()

    fireEvent.click(remuneration.button)
    fireEvent.click(recovery.button)
    expect(screen.getByText(remuneration.answer)).toBeVisible()
    expect(screen.getByText(recovery.answer)).toBeVisible()

    fireEvent.click(remuneration.button)
    expect(remuneration.button).toHaveAttribute("aria-expanded", "false")
    expect(screen.getByText(remuneration.answer)).not.toBeVisible()
    expect(screen.getByText(recovery.answer)).toBeVisible()
  })

  it("ends every answer with round links to the services it names", () => {
    render(<FaqList items={items} />)
    const ecmt = question("ECMT")
    fireEvent.click(ecmt.button)
    const panel = screen.getByRole("region", { name: ecmt.button.textContent! })
    const links = Array.from(panel.querySelectorAll("a")).map((link) =>
      link.getAttribute("href")
    )
    expect(links).toEqual([
      "/post-award-contract-management",
      "/cm-for-contract",
      "/skillset-development",
    ])
  })

  it("only links to offerings that exist", () => {
    const known = new Set(
      require("../../../content/data/offerings.json").map(
        (offering: { link: string }) => offering.link
      )
    )
    for (const faq of faqPage.faqs)
      for (const link of faq.links) expect(known).toContain(link)
  })
})
