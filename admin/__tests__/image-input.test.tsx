import "./setup"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { resourceNames } from "../../schemas/content"
import { fieldNames, isImageField } from "../fields"
import { draftWorkflow, mediaItem } from "./records"
import { listOf, renderAdmin, signIn } from "./render-admin"

// A record's image in the panel: staff choose it in the media library's picker (the field keeps
// the image's address), and see whether it has alt text; a teacher uploads a file.

const member = {
  id: "t1",
  name: "Ada Okafor",
  role: "Partner",
  bio: "",
  image: "/uploads/ada.jpg",
  ...draftWorkflow,
}
const ada = mediaItem({ id: "m1", src: "/uploads/ada.jpg", alt: "" })
const rig = mediaItem({
  id: "m2",
  src: "/uploads/rig.jpg",
  alt: "A drilling rig at dusk",
})

beforeEach(() => {
  localStorage.clear()
  signIn()
})

it("shows the image with a warning when it needs alt text, chooses another in the picker and stores its address", async () => {
  const update = jest.fn((_resource, { id, data }) =>
    Promise.resolve({ data: { ...member, ...data, id } })
  )
  const getList = jest.fn((_resource, { filter }) =>
    listOf(
      filter.src ? [ada].filter((item) => item.src === filter.src) : [rig, ada]
    )
  )
  renderAdmin("/admin/team/t1", {
    getOne: () => Promise.resolve({ data: member }),
    getList,
    update,
  })
  const field = await screen.findByRole("group", { name: "Photo" })
  expect(
    await within(field).findByText(/This image needs alt text/)
  ).toBeInTheDocument()
  expect(
    within(field).getByRole("link", { name: "Describe it in the library" })
  ).toHaveAttribute("href", "/admin/media/m1")

  await userEvent.click(
    within(field).getByRole("button", { name: "Change image" })
  )
  const picker = await screen.findByRole("dialog", { name: "Choose an image" })
  await userEvent.click(
    await within(picker).findByRole("button", {
      name: "A drilling rig at dusk",
    })
  )
  await userEvent.click(
    within(picker).getByRole("button", { name: "Choose this image" })
  )
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
  expect(
    within(field).getByRole("img", { name: "A drilling rig at dusk" })
  ).toHaveAttribute("src", "/uploads/rig.jpg")
  expect(
    within(field).getByText("Alt text: A drilling rig at dusk")
  ).toBeInTheDocument()

  await userEvent.click(screen.getByRole("button", { name: "Save" }))
  await waitFor(() => expect(update).toHaveBeenCalled())
  expect(update.mock.calls[0][1].data).toMatchObject({
    image: "/uploads/rig.jpg",
  })
})

it("removes the image", async () => {
  const update = jest.fn((_resource, { id, data }) =>
    Promise.resolve({ data: { ...member, ...data, id } })
  )
  renderAdmin("/admin/team/t1", {
    getOne: () => Promise.resolve({ data: member }),
    getList: jest.fn(() => listOf([ada])),
    update,
  })
  const field = await screen.findByRole("group", { name: "Photo" })
  await userEvent.click(
    within(field).getByRole("button", { name: "Remove the image" })
  )
  expect(within(field).queryByRole("img")).toBeNull()
  expect(within(field).getByText("No image")).toBeInTheDocument()
  expect(
    within(field).getByRole("button", { name: "Choose image" })
  ).toBeInTheDocument()
  await userEvent.click(screen.getByRole("button", { name: "Save" }))
  await waitFor(() => expect(update).toHaveBeenCalled())
  expect(update.mock.calls[0][1].data).toMatchObject({ image: "" })
})

it("gives a teacher an upload of their course's image, and no library", async () => {
  signIn(3600, "teacher")
  localStorage.setItem("_id", "teacher-1")
  const getList = jest.fn(() => listOf([]))
  const { container } = renderAdmin("/admin/courses/create", { getList })
  await screen.findByLabelText(/^title/i, { selector: "input" })
  expect(
    await screen.findByLabelText("Drop an image here, or click to choose one")
  ).toBeInTheDocument()
  expect(container.querySelector('input[type="file"]')).not.toBeNull()
  expect(screen.queryByRole("button", { name: "Choose image" })).toBeNull()
  expect(screen.queryByRole("menuitem", { name: /Media/ })).toBeNull()
  expect(getList).not.toHaveBeenCalledWith("media", expect.anything())
})

// Every content resource with an image in its schema (fields.ts isImageField) opens the picker
// in the generic create form (admin/common/ContentViews.tsx), not a plain address field.
const withImage = resourceNames.filter((resource) =>
  fieldNames(resource).some((field) => isImageField(resource, field))
)

it.each(withImage)(
  "opens the picker on the %s create form",
  async (resource) => {
    renderAdmin(`/admin/${resource}/create`, {
      getList: jest.fn(() => listOf([])),
    })
    await userEvent.click(
      await screen.findByRole("button", { name: "Choose image" })
    )
    expect(
      await screen.findByRole("dialog", { name: "Choose an image" })
    ).toBeInTheDocument()
  }
)
