import * as React from "react"
import { useStaticQuery } from "gatsby"
import { render, screen } from "@testing-library/react"
import { MeetingInvitation } from "../meeting-invitation"
import { SolutionsGrid } from "../solutions-grid"

// Blocks that repeat on many pages, or only tease other pages, are left out of the search index
// (data-pagefind-ignore, docs/search.md): a word is found on its own page, not on every page
// that carries the block.
beforeEach(() => {
  jest
    .mocked(useStaticQuery)
    .mockReturnValue({ siteJson: { email: "info@coreval.example" } })
})

test("the meeting invitation closing every article is not indexed", () => {
  render(
    <MeetingInvitation title="Want to discuss this with us?" text="Write to" />
  )
  expect(
    screen.getByRole("heading", { name: "Want to discuss this with us?" })
      .parentElement
  ).toHaveAttribute("data-pagefind-ignore")
})

test("the solutions grid, teasers of pages found on their own, is not indexed", () => {
  render(
    <SolutionsGrid
      items={[
        {
          id: "codex",
          title: "Codex",
          imageAlt: "",
          text: "An off-the-shelf supply chain management system",
          list: null,
          borderColor: "teal",
          link: "/codex-supply-chain",
          image: null,
        },
      ]}
    />
  )
  expect(
    screen
      .getByRole("link", { name: "Codex" })
      .closest("[data-pagefind-ignore]")
  ).not.toBeNull()
})
