import "./setup"
import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { resourceNames } from "../../schemas/content"
import { fieldNames, isImageField } from "../fields"
import { renderAdmin, signIn } from "./render-admin"

// A record's image in the panel: a file dropped or chosen, or an https address.

const stamp = "2024-05-01T10:00:00.000Z"
const member = {
  id: "t1",
  name: "Ada Okafor",
  role: "Partner",
  bio: "",
  image: "https://images.example/ada.jpg",
  createdAt: stamp,
  updatedAt: stamp,
}

beforeEach(() => {
  localStorage.clear()
  signIn()
})

it("saves a chosen file for the data provider to upload, shown before it is saved", async () => {
  const create = jest.fn((_resource, { data }) =>
    Promise.resolve({
      data: { ...data, id: "t2", createdAt: stamp, updatedAt: stamp },
    })
  )
  const { container } = renderAdmin("/admin/team/create", {
    create,
    getOne: () => Promise.resolve({ data: { ...member, id: "t2" } }),
  })
  const user = userEvent.setup()
  await user.type(
    await screen.findByLabelText(/^name/i, { selector: "input" }),
    "Grace Mensah"
  )
  const file = new File(
    [new Uint8Array([0x89, 0x50, 0x4e, 0x47])],
    "grace.png",
    { type: "image/png" }
  )
  URL.createObjectURL = jest.fn(() => "blob:grace")
  await user.upload(
    container.querySelector('input[type="file"]') as HTMLInputElement,
    file
  )
  expect(
    await screen.findByRole("img", { name: "The image as it is now" })
  ).toHaveAttribute("src", "blob:grace")

  await user.click(screen.getByRole("button", { name: "Save" }))
  await waitFor(() => expect(create).toHaveBeenCalled())
  expect(create.mock.calls[0][1].data).toMatchObject({
    name: "Grace Mensah",
    image: { rawFile: file, src: "blob:grace", title: "grace.png" },
  })
})

it("shows a saved address, takes another, refuses http and removes the image", async () => {
  const update = jest.fn((_resource, { id, data }) =>
    Promise.resolve({ data: { ...member, ...data, id } })
  )
  renderAdmin("/admin/team/t1", {
    getOne: () => Promise.resolve({ data: member }),
    update,
  })
  const user = userEvent.setup()
  expect(
    await screen.findByRole("img", { name: "The image as it is now" })
  ).toHaveAttribute("src", "https://images.example/ada.jpg")
  const address = screen.getByLabelText(/^image address/i, {
    selector: "input",
  })
  await user.clear(address)
  await user.type(address, "http://insecure.example/a.jpg")
  await user.click(screen.getByRole("button", { name: "Save" }))
  expect(
    (await screen.findAllByText(/Use an https:\/\/ address/)).length
  ).toBeGreaterThan(0)
  expect(update).not.toHaveBeenCalled()

  await user.click(screen.getByRole("button", { name: "Remove the image" }))
  expect(
    screen.queryByRole("img", { name: "The image as it is now" })
  ).not.toBeInTheDocument()
  expect(screen.getByRole("button", { name: "Delete" })).toBeInTheDocument()
  await user.click(screen.getByRole("button", { name: "Save" }))
  await waitFor(() => expect(update).toHaveBeenCalled())
  expect(update.mock.calls[0][1].data).toMatchObject({ image: "" })
})

// Every content resource with an image in its schema (fields.ts isImageField) gets the
// upload input in the generic create form (admin/common/ContentViews.tsx), not a plain address field.
const withImage = resourceNames.filter((resource) =>
  fieldNames(resource).some((field) => isImageField(resource, field))
)

it.each(withImage)(
  "offers an upload on the %s create form",
  async (resource) => {
    const { container } = renderAdmin(`/admin/${resource}/create`)
    // One for each image field: a page's social image has its own (SearchAndSocial.tsx).
    const images = fieldNames(resource).filter((field) =>
      isImageField(resource, field)
    )
    expect(
      await screen.findAllByLabelText(/^image address/i, { selector: "input" })
    ).toHaveLength(images.length)
    expect(container.querySelectorAll('input[type="file"]')).toHaveLength(
      images.length
    )
  }
)
