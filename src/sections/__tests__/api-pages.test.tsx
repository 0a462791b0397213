import * as React from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ProgrammeDetail } from "../programme-detail"
import { BlogPost } from "../blog-post"
import { ApiError, api } from "../../lib/api"
import { collections } from "../../lib/collections"

jest.mock("../../hooks/use-forms-copy")

const hostile = `<h3>Scope</h3><p onclick="window.hacked=1">Seven steps.</p><script>window.hacked=1</script><img src="x" onerror="window.hacked=1"><a href="javascript:window.hacked=1">link</a><style>body{display:none}</style>`

beforeEach(() => {
  jest.restoreAllMocks()
  collections.programme.reset()
  collections.blog.reset()
})

describe("ProgrammeDetail", () => {
  it("shows Loading, then the name as heading, the image and the sanitised description", async () => {
    jest.spyOn(api, "programme").mockResolvedValue({
      data: {
        id: "p1",
        _id: "p1",
        Name: "Materials Program",
        slug: "materials-program",
        seoTitle: "",
        seoDescription: "",
        socialImage: "",
        Image: "https://cdn.example.net/p.jpg",
        description: hostile,
        createdAt: "2024-03-05T10:00:00.000Z",
        updatedAt: "2024-03-05T10:00:00.000Z",
      },
    })
    const { container } = render(<ProgrammeDetail id="p1" />)
    expect(screen.getByRole("status")).toHaveTextContent("Loading...")
    expect(
      await screen.findByRole("heading", {
        name: "Materials Program",
        level: 2,
      })
    ).toBeInTheDocument()
    // Its name is the heading's, not an alt text: the picture is not described by it.
    expect(
      container.querySelector('img[src="https://cdn.example.net/p.jpg"]')
    ).toHaveAttribute("alt", "")
    expect(
      screen.getByRole("heading", { name: "Scope", level: 3 })
    ).toBeInTheDocument()
    expect(screen.getByText("Seven steps.")).not.toHaveAttribute("onclick")
    const html = container.innerHTML
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<style/)
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined()
  })

  it("shows 'No Programme available' for an unknown id", async () => {
    jest
      .spyOn(api, "programme")
      .mockRejectedValue(new ApiError("No programme with this id", 404))
    render(<ProgrammeDetail id="missing" />)
    expect(
      await screen.findByRole("heading", { name: "No Programme available" })
    ).toBeInTheDocument()
  })

  it("shows 'No Programme available' with the reason when the server fails", async () => {
    jest
      .spyOn(api, "programme")
      .mockRejectedValue(new ApiError("Something went wrong on our side.", 500))
    render(<ProgrammeDetail id="p1" />)
    expect(
      await screen.findByRole("heading", { name: "No Programme available" })
    ).toBeInTheDocument()
    expect(
      screen.getByText("Something went wrong on our side.")
    ).toBeInTheDocument()
  })

  it("clears the old programme before loading a new one", async () => {
    const programme = jest.spyOn(api, "programme")
    programme.mockResolvedValueOnce({
      data: {
        id: "a",
        _id: "a",
        Name: "Programme A",
        slug: "materials-program",
        seoTitle: "",
        seoDescription: "",
        socialImage: "",
        Image: "",
        description: "",
        createdAt: "",
        updatedAt: "",
      },
    })
    programme.mockImplementationOnce(() => new Promise(() => undefined))
    const { rerender } = render(<ProgrammeDetail id="a" />)
    await screen.findByRole("heading", { name: "Programme A" })
    rerender(<ProgrammeDetail id="b" />)
    expect(screen.queryByText("Programme A")).not.toBeInTheDocument()
    expect(screen.getByRole("status")).toHaveTextContent("Loading...")
    expect(collections.programme.get()).toMatchObject({
      status: "loading",
      data: null,
    })
  })
})

describe("BlogPost", () => {
  it("shows the post with its category, title and sanitised content", async () => {
    jest.spyOn(api, "blog").mockResolvedValue({
      data: {
        id: "b1",
        _id: "b1",
        title: "Hidden in Plain Sight",
        slug: "hidden-in-plain-sight",
        seoTitle: "",
        seoDescription: "",
        socialImage: "",
        author: "",
        excerpt: "Where spend hides.",
        content: hostile,
        image: "javascript:alert(1)",
        category: "Thinking",
        createdAt: "2024-03-05T10:00:00.000Z",
        updatedAt: "2024-03-05T10:00:00.000Z",
      },
    })
    // Its page's slug, as /blog/{slug} names it, finds it as its id does.
    const { container } = render(<BlogPost id="hidden-in-plain-sight" />)
    expect(
      await screen.findByRole("heading", { name: "Hidden in Plain Sight" })
    ).toBeInTheDocument()
    expect(screen.getByText("Thinking")).toBeInTheDocument()
    // The day it names, for readers and machines alike.
    expect(screen.getByText("5 March 2024")).toHaveAttribute(
      "datetime",
      "2024-03-05"
    )
    expect(container.querySelector("img[src^='javascript']")).toBeNull()
    expect(container.innerHTML).not.toMatch(
      /<script|onerror|onclick|javascript:|<style/
    )
  })

  it("says clearly when there is no such post", async () => {
    jest
      .spyOn(api, "blog")
      .mockRejectedValue(new ApiError("No blog with this id", 404))
    render(<BlogPost id="nope" />)
    expect(
      await screen.findByRole("heading", { name: "Blog post not found" })
    ).toBeInTheDocument()
    expect(
      screen.getByRole("link", { name: "Browse articles and business cases" })
    ).toHaveAttribute("href", "/article-business-cases-background")
  })

  it("offers a retry when the server fails", async () => {
    const blog = jest
      .spyOn(api, "blog")
      .mockRejectedValueOnce(new ApiError("We could not reach our server.", 0))
    blog.mockResolvedValueOnce({
      data: {
        id: "b2",
        _id: "b2",
        title: "Deliver As Planned",
        slug: "deliver-as-planned",
        seoTitle: "",
        seoDescription: "",
        socialImage: "",
        author: "",
        // The server sends an empty string for a field the record leaves empty.
        excerpt: "",
        content: "<p>Plan.</p>",
        image: "",
        category: "",
        createdAt: "",
        updatedAt: "",
      },
    })
    render(<BlogPost id="b2" />)
    expect(
      await screen.findByRole("heading", {
        name: "This blog post could not be loaded",
      })
    ).toBeInTheDocument()
    await userEvent
      .setup()
      .click(screen.getByRole("button", { name: "Try again" }))
    expect(
      await screen.findByRole("heading", { name: "Deliver As Planned" })
    ).toBeInTheDocument()
  })
})
