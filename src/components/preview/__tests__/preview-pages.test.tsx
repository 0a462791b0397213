import * as React from "react"
import { render, screen } from "@testing-library/react"
import { previewPages } from "../preview-pages"

// A preview shows a draft's images as the build will: with the library's alt text and focal point,
// which the server's preview node carries (/api/preview/{token}) beside the image's address.

const node = (fields: Record<string, unknown>) => ({
  recordId: "draft",
  createdAt: "2031-02-03T10:00:00.000Z",
  updatedAt: "2031-02-03T10:00:00.000Z",
  imageFile: null,
  ...fields,
})

it("shows a blog's and a programme's image with the library's alt text and focal point", () => {
  for (const [resource, fields] of [
    [
      "blogs",
      {
        title: "Rates",
        image: "https://img.example/rig.jpg",
        imageAlt: "A drilling rig at dusk",
        imageFocus: "30% 70%",
      },
    ],
    [
      "programmes",
      {
        Name: "Offshore",
        Image: "https://img.example/rig.jpg",
        ImageAlt: "A drilling rig at dusk",
        ImageFocus: "30% 70%",
      },
    ],
  ] as const) {
    const { Page, data } = previewPages[resource]
    const { unmount } = render(<Page data={data(node(fields), {})} />)
    expect(
      screen.getByRole("img", { name: "A drilling rig at dusk" })
    ).toHaveStyle({ objectPosition: "30% 70%" })
    // The record's title names the page, not the picture.
    expect(screen.queryByRole("img", { name: /Rates|Offshore/ })).toBeNull()
    unmount()
  }
})

it("shows a decorative image, or one the library does not describe, with an empty alt", () => {
  const { Page, data } = previewPages.blogs
  const { container } = render(
    <Page
      data={data(
        node({
          title: "Texture",
          image: "https://img.example/texture.jpg",
          imageAlt: "",
          imageFocus: "50% 50%",
        }),
        {}
      )}
    />
  )
  expect(
    container.querySelector('img[src="https://img.example/texture.jpg"]')
  ).toHaveAttribute("alt", "")
  expect(screen.queryAllByRole("img")).toEqual([])
})
