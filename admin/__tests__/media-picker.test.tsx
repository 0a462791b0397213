import "./setup"
import { render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { AdminContext, testDataProvider, type DataProvider } from "react-admin"
import { i18nProvider } from "../i18n"
import { MediaPickerDialog } from "../media/MediaPickerDialog"
import { mediaItem } from "./records"
import { axeViolations } from "./axe"
import { listOf } from "./render-admin"
import { forgetScreen, screenOf } from "./screen-of"

// The one image picker, as the record forms and the rich-text editor open it: an image of the
// library, a new upload or an https address, each described (alt text or decorative) before it
// can be chosen; keyboard-usable and named for a screen reader.

const rig = mediaItem({
  id: "m2",
  src: "/uploads/rig.jpg",
  alt: "A drilling rig at dusk",
  caption: "North Sea",
})
const bare = mediaItem({ id: "m3", src: "/uploads/bare.png", alt: "" })

afterEach(forgetScreen)

function openPicker(calls: Record<string, jest.Mock> = {}) {
  const onChoose = jest.fn()
  const onClose = jest.fn()
  const dataProvider = testDataProvider({
    getList: jest.fn(() => listOf([rig, bare])),
    ...calls,
  } as Partial<DataProvider>)
  const view = render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <MediaPickerDialog open onClose={onClose} onChoose={onChoose} />
    </AdminContext>
  )
  return { ...view, onChoose, onClose }
}

it("chooses an image of the library, searched by q, and hands back its address and words", async () => {
  const getList = jest.fn((_resource, { filter }) =>
    listOf(filter.q ? [rig] : [rig, bare])
  )
  const { onChoose, onClose } = openPicker({ getList })
  const picker = await screen.findByRole("dialog", { name: "Choose an image" })
  const search = within(picker).getByRole("searchbox", {
    name: "Search the library",
  })
  expect(search).toHaveFocus()
  await userEvent.type(search, "rig")
  await waitFor(() =>
    expect(getList).toHaveBeenLastCalledWith(
      "media",
      expect.objectContaining({ filter: { q: "rig" } })
    )
  )
  const choose = within(picker).getByRole("button", {
    name: "Choose this image",
  })
  expect(choose).toBeDisabled()
  const image = await within(picker).findByRole("button", {
    name: "A drilling rig at dusk",
  })
  expect(image).toHaveAttribute("aria-pressed", "false")
  image.focus()
  await userEvent.keyboard("{Enter}")
  expect(image).toHaveAttribute("aria-pressed", "true")
  await userEvent.click(choose)
  expect(onChoose).toHaveBeenCalledWith({
    src: "/uploads/rig.jpg",
    alt: "A drilling rig at dusk",
    decorative: false,
    caption: "North Sea",
  })
  expect(onClose).toHaveBeenCalled()
})

it("asks for alt text before an image without any can be chosen, and saves it to the library", async () => {
  const update = jest.fn(async (_resource, { id, data }) => ({
    data: { ...bare, ...data, id },
  }))
  const { onChoose } = openPicker({ update })
  const picker = await screen.findByRole("dialog", { name: "Choose an image" })
  await userEvent.click(
    await within(picker).findByRole("button", {
      name: "bare.png, Needs alt text",
    })
  )
  const choose = within(picker).getByRole("button", {
    name: "Choose this image",
  })
  expect(choose).toBeDisabled()
  expect(
    within(picker).getByText(/This image has no alt text yet/)
  ).toBeInTheDocument()
  await userEvent.click(
    within(picker).getByRole("checkbox", { name: "Decorative" })
  )
  expect(
    within(picker).getByRole("textbox", { name: "Alt text" })
  ).toBeDisabled()
  await userEvent.click(choose)
  await waitFor(() => expect(onChoose).toHaveBeenCalled())
  expect(update).toHaveBeenCalledWith(
    "media",
    expect.objectContaining({ id: "m3", data: { alt: "", decorative: true } })
  )
  expect(onChoose).toHaveBeenCalledWith(
    expect.objectContaining({
      src: "/uploads/bare.png",
      alt: "",
      decorative: true,
    })
  )
})

it("uploads a file and asks its alt text before it can be chosen", async () => {
  const stored = mediaItem({ id: "m9", src: "/uploads/new.png" })
  const uploadMedia = jest.fn(async () => stored)
  const update = jest.fn(async (_resource, { id, data }) => ({
    data: { ...stored, ...data, id },
  }))
  const { onChoose } = openPicker({ uploadMedia, update })
  const picker = await screen.findByRole("dialog", { name: "Choose an image" })
  await userEvent.click(within(picker).getByRole("tab", { name: "Upload" }))
  const file = new File([new Uint8Array(4)], "new.png", { type: "image/png" })
  await userEvent.upload(within(picker).getByLabelText("Choose an image"), file)
  await waitFor(() => expect(uploadMedia).toHaveBeenCalled())
  const use = within(picker).getByRole("button", { name: "Use this image" })
  const alt = await within(picker).findByRole("textbox", { name: "Alt text" })
  expect(use).toBeDisabled()
  await userEvent.type(alt, "Our Aberdeen office")
  await userEvent.click(use)
  await waitFor(() => expect(onChoose).toHaveBeenCalled())
  expect(update).toHaveBeenCalledWith(
    "media",
    expect.objectContaining({
      id: "m9",
      data: { alt: "Our Aberdeen office", decorative: false },
    })
  )
  expect(onChoose).toHaveBeenCalledWith(
    expect.objectContaining({
      src: "/uploads/new.png",
      alt: "Our Aberdeen office",
    })
  )
})

it("registers an https address with its alt text, refusing any other scheme", async () => {
  const stored = mediaItem({
    id: "m7",
    src: "https://images.example/plant.jpg",
    alt: "A gas plant",
  })
  const addMediaAddress = jest.fn(async () => stored)
  const { onChoose } = openPicker({ addMediaAddress })
  const picker = await screen.findByRole("dialog", { name: "Choose an image" })
  await userEvent.click(within(picker).getByRole("tab", { name: "Address" }))
  const address = within(picker).getByRole("textbox", { name: /Image address/ })
  const add = within(picker).getByRole("button", {
    name: "Add and use this image",
  })
  await userEvent.type(address, "javascript:alert(1)")
  await userEvent.type(
    within(picker).getByRole("textbox", { name: "Alt text" }),
    "A gas plant"
  )
  expect(
    within(picker).getByText("Use an https:// address.")
  ).toBeInTheDocument()
  expect(add).toBeDisabled()
  await userEvent.clear(address)
  await userEvent.type(address, "https://images.example/plant.jpg")
  await userEvent.click(add)
  await waitFor(() => expect(onChoose).toHaveBeenCalled())
  expect(addMediaAddress).toHaveBeenCalledWith(
    "https://images.example/plant.jpg",
    "A gas plant"
  )
  expect(onChoose).toHaveBeenCalledWith(
    expect.objectContaining({
      src: "https://images.example/plant.jpg",
      alt: "A gas plant",
    })
  )
})

it("closes with Escape, and axe finds nothing in it", async () => {
  const { onClose, baseElement } = openPicker()
  const picker = await screen.findByRole("dialog", { name: "Choose an image" })
  await within(picker).findByRole("button", { name: "A drilling rig at dusk" })
  expect(await axeViolations(baseElement)).toEqual([])
  await userEvent.click(within(picker).getByRole("tab", { name: "Upload" }))
  expect(await axeViolations(baseElement)).toEqual([])
  await userEvent.click(within(picker).getByRole("tab", { name: "Address" }))
  expect(await axeViolations(baseElement)).toEqual([])
  await userEvent.keyboard("{Escape}")
  expect(onClose).toHaveBeenCalled()
})

describe("on a phone", () => {
  beforeEach(() => screenOf(390))

  it("fills the screen at 390 px and is still axe-clean", async () => {
    const { baseElement } = openPicker()
    const picker = await screen.findByRole("dialog", {
      name: "Choose an image",
    })
    expect(picker).toHaveClass("MuiDialog-paperFullScreen")
    await within(picker).findByRole("button", {
      name: "A drilling rig at dusk",
    })
    expect(await axeViolations(baseElement)).toEqual([])
  })
})

it("is a dialog of its own size on a wide screen", async () => {
  screenOf(1280)
  openPicker()
  const picker = await screen.findByRole("dialog", { name: "Choose an image" })
  expect(picker).not.toHaveClass("MuiDialog-paperFullScreen")
})
