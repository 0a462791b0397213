import "./setup"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { axeViolations } from "./axe"
import { listOf, renderAdmin, signIn } from "./render-admin"
import { draftWorkflow, mediaItem as item } from "./records"

// The media library's screens with a jest.fn() data provider: the grid and its flags, the search,
// the upload's per-file errors and the description asked after it, and an image's page (alt
// text, decorative, focal point, its uses, Delete refused while it is used).

beforeEach(() => {
  localStorage.clear()
  signIn(3600, "editor")
})

const described = item({
  id: "m1",
  src: "/uploads/aaa.jpg",
  alt: "Engineers on a rig",
})
const bare = item({ id: "m2", src: "/uploads/bbb.png", alt: "" })
const decorative = item({
  id: "m3",
  src: "/uploads/ccc.webp",
  decorative: true,
})

it("lists every image, flags those without alt text and searches with q", async () => {
  const getList = jest.fn(() => listOf([described, bare, decorative]))
  renderAdmin("/admin/media", { getList })
  const grid = await screen.findByRole("list", { name: "Images" })
  const cards = within(grid).getAllByRole("link")
  expect(cards).toHaveLength(3)
  expect(cards[0]).toHaveTextContent("Engineers on a rig")
  expect(cards[0]).not.toHaveTextContent("Needs alt text")
  expect(cards[1]).toHaveTextContent("Needs alt text")
  expect(cards[1]).toHaveTextContent("bbb.png")
  expect(cards[2]).toHaveTextContent("Decorative")
  expect(cards[2]).not.toHaveTextContent("Needs alt text")
  expect(cards[1]).toHaveAttribute("href", "/admin/media/m2")
  expect(await axeViolations(document.body)).toEqual([])

  await userEvent.type(screen.getByPlaceholderText("Search"), "rig")
  await waitFor(() =>
    expect(getList).toHaveBeenLastCalledWith(
      "media",
      expect.objectContaining({ filter: { q: "rig" } })
    )
  )
  await userEvent.click(
    screen.getByRole("checkbox", { name: "Needs alt text only" })
  )
  await waitFor(() =>
    expect(getList).toHaveBeenLastCalledWith(
      "media",
      expect.objectContaining({ filter: { q: "rig", needsAlt: true } })
    )
  )
})

const png = (name: string, bytes = 4) =>
  new File([new Uint8Array(bytes)], name, { type: "image/png" })

it("refuses a wrong file at once, shows a server's 415 beside its file, and asks the alt text of what arrived", async () => {
  const stored = item({ id: "m9", src: "/uploads/new.png" })
  const uploadMedia = jest.fn(async (file: File) => {
    if (file.name === "disguised.png")
      throw Object.assign(new Error("Unsupported"), { status: 415 })
    return stored
  })
  const update = jest.fn(async (_resource, { id, data }) => ({
    data: { ...stored, ...data, id },
  }))
  renderAdmin("/admin/media", {
    getList: jest.fn(() => listOf([])),
    uploadMedia,
    update,
  })
  const zone = await screen.findByTestId("drop-zone")
  const text = new File(["hello"], "notes.txt", { type: "text/plain" })
  fireEvent.drop(zone, {
    dataTransfer: { files: [text, png("disguised.png"), png("rig.png")] },
  })
  const uploads = await screen.findByRole("list", { name: "Files being added" })
  expect(
    await within(uploads).findByText(
      "notes.txt was not added: only JPEG, PNG, WebP and AVIF images can be."
    )
  ).toBeInTheDocument()
  expect(
    await within(uploads).findByText(
      "disguised.png was not added: only JPEG, PNG, WebP and AVIF images can be."
    )
  ).toBeInTheDocument()
  expect(uploadMedia).toHaveBeenCalledTimes(2)
  expect(uploadMedia.mock.calls.map(([file]) => file.name)).toEqual([
    "disguised.png",
    "rig.png",
  ])

  const describe = await screen.findByRole("group", {
    name: "Describe rig.png",
  })
  const save = within(describe).getByRole("button", {
    name: "Save the description",
  })
  expect(save).toBeDisabled()
  await userEvent.type(
    within(describe).getByRole("textbox", { name: "Alt text" }),
    "A drilling rig at dusk"
  )
  await userEvent.click(save)
  await waitFor(() =>
    expect(update).toHaveBeenCalledWith(
      "media",
      expect.objectContaining({
        id: "m9",
        data: { alt: "A drilling rig at dusk", decorative: false },
      })
    )
  )
  expect(await screen.findByText("Description saved")).toBeInTheDocument()
})

it("refuses a file over the size limit before sending it", async () => {
  const uploadMedia = jest.fn()
  const { container } = renderAdmin("/admin/media", {
    getList: jest.fn(() => listOf([])),
    uploadMedia,
  })
  await screen.findByTestId("drop-zone")
  const big = png("huge.png")
  Object.defineProperty(big, "size", { value: 10 * 1024 * 1024 + 1 })
  fireEvent.change(container.querySelector('input[type="file"]')!, {
    target: { files: [big] },
  })
  expect(
    await screen.findByText("huge.png was not added: it is larger than 10 MB.")
  ).toBeInTheDocument()
  expect(uploadMedia).not.toHaveBeenCalled()
})

describe("an image's page", () => {
  const used = item({
    id: "m1",
    src: "/uploads/aaa.jpg",
    alt: "Engineers on a rig",
    caption: "North Sea, 2024",
    usedBy: [
      { resource: "blogs", id: "b1", title: "Rates are not the cost" },
      { resource: "site-files", id: "pages/home.json", title: "Home page" },
    ],
  })
  const open = (calls: Record<string, jest.Mock> = {}) =>
    renderAdmin("/admin/media/m1", {
      getOne: jest.fn(async () => ({ data: used })),
      update: jest.fn(async (_resource, { id, data }) => ({
        data: { ...used, ...data, id },
      })),
      ...calls,
    })

  it("refuses alt text over 250 characters, and empties it when the image is decorative", async () => {
    const update = jest.fn(async (_resource, { id, data }) => ({
      data: { ...used, ...data, id },
    }))
    open({ update })
    const alt = await screen.findByRole("textbox", { name: "Alt text" })
    expect(screen.getByText(/^18 \/ 250 characters/)).toBeInTheDocument()
    fireEvent.change(alt, { target: { value: "x".repeat(251) } })
    expect(
      await screen.findByText(/Too long: 251 characters, at most 250/)
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole("button", { name: "Save" }))
    expect(
      await screen.findByText("At most 250 characters.")
    ).toBeInTheDocument()
    expect(update).not.toHaveBeenCalled()

    await userEvent.click(screen.getByLabelText("Decorative"))
    await waitFor(() => expect(alt).toHaveValue(""))
    expect(alt).toHaveAttribute("readonly")
    expect(screen.getByText(/screen readers skip it/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole("button", { name: "Save" }))
    await waitFor(() => expect(update).toHaveBeenCalled())
    expect(update.mock.calls[0][1].data).toEqual({
      alt: "",
      decorative: true,
      caption: "North Sea, 2024",
      credit: "",
      focalX: 50,
      focalY: 50,
    })
  })

  it("sets the focal point by a click on the image and with the arrow keys, and saves it", async () => {
    const update = jest.fn(async (_resource, { id, data }) => ({
      data: { ...used, ...data, id },
    }))
    open({ update })
    const image = await screen.findByRole("img", { name: "Engineers on a rig" })
    image.getBoundingClientRect = () =>
      ({ left: 10, top: 20, width: 200, height: 100 }) as DOMRect
    fireEvent.click(image, { clientX: 60, clientY: 95 })
    const marker = await screen.findByRole("button", {
      name: "Focal point at 25 %, 75 %",
    })
    expect(screen.getByText("25 %, 75 %")).toBeInTheDocument()
    const crops = screen.getAllByRole("figure")
    expect(crops).toHaveLength(2)
    for (const crop of crops)
      expect(crop.querySelector("img")).toHaveStyle({
        objectPosition: "25% 75%",
      })

    marker.focus()
    await userEvent.keyboard("{ArrowRight}{ArrowRight}{ArrowUp}")
    expect(screen.getByText("27 %, 74 %")).toBeInTheDocument()
    await userEvent.keyboard(
      "{Shift>}{ArrowDown}{ArrowDown}{ArrowDown}{/Shift}"
    )
    expect(screen.getByText("27 %, 100 %")).toBeInTheDocument()
    await userEvent.click(screen.getByRole("button", { name: "Save" }))
    await waitFor(() => expect(update).toHaveBeenCalled())
    expect(update.mock.calls[0][1].data).toMatchObject({
      focalX: 27,
      focalY: 100,
    })
  })

  it("replaces its file, keeping the item, and reads it again with its new address", async () => {
    const replaced = { ...used, src: "/uploads/fresh.jpg" }
    const replaceMediaFile = jest.fn(async () => replaced)
    const getOne = jest
      .fn()
      .mockResolvedValueOnce({ data: used })
      .mockResolvedValue({ data: replaced })
    open({ getOne, replaceMediaFile })
    const section = await screen.findByRole("region", {
      name: "Replace the file",
    })
    const file = png("fresh.png")
    await userEvent.upload(
      within(section).getByLabelText("Choose an image"),
      file
    )
    await waitFor(() =>
      expect(replaceMediaFile).toHaveBeenCalledWith(
        "m1",
        file,
        expect.any(Function)
      )
    )
    expect(await screen.findByText(/^File replaced/)).toBeInTheDocument()
    await waitFor(() =>
      expect(
        screen.getByRole("img", { name: "Engineers on a rig" })
      ).toHaveAttribute("src", "/uploads/fresh.jpg")
    )
  })

  it("links each record that uses it, and shows the server's refusal to delete it naming them", async () => {
    const refusal =
      "This image is used by: Blog post 'Rates are not the cost', page 'Home page'. Take it out of them first."
    const remove = jest.fn(async () => {
      throw Object.assign(new Error(refusal), { status: 409 })
    })
    open({ delete: remove })
    const usedIn = await screen.findByRole("region", { name: "Used in" })
    expect(await axeViolations(document.body)).toEqual([])
    expect(
      within(usedIn).getByRole("link", { name: "Rates are not the cost" })
    ).toHaveAttribute("href", "/admin/blogs/b1")
    expect(
      within(usedIn).getByRole("link", { name: "Home page" })
    ).toHaveAttribute("href", "/admin/site-files/pages%2Fhome.json")

    await userEvent.click(screen.getByRole("button", { name: "Delete" }))
    const dialog = await screen.findByRole("dialog")
    await userEvent.click(
      within(dialog).getByRole("button", { name: /confirm/i })
    )
    await waitFor(() => expect(remove).toHaveBeenCalled())
    expect(await screen.findByText(refusal)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(
      screen.getByRole("textbox", { name: "Alt text" })
    ).toBeInTheDocument()
  })
})

it("is in the menu of staff, and not of a teacher", async () => {
  const view = renderAdmin("/admin/media", {
    getList: jest.fn(() => listOf([])),
  })
  expect(
    await screen.findByRole("menuitem", { name: /Media/ })
  ).toBeInTheDocument()
  view.unmount()

  signIn(3600, "teacher")
  renderAdmin("/admin/courses", { getList: jest.fn(() => listOf([])) })
  expect(
    await screen.findByRole("menuitem", { name: /Courses/ })
  ).toBeInTheDocument()
  expect(screen.queryByRole("menuitem", { name: /Media/ })).toBeNull()
})

it("shows the server's refusal to publish a record whose image has no alt text", async () => {
  const refusal =
    "The image /uploads/aaa.jpg has no alt text: describe it in the media library, or mark it decorative, before publishing."
  renderAdmin("/admin/blogs/b1/show", {
    getOne: jest.fn(async () => ({
      data: {
        id: "b1",
        title: "Rates are not the cost",
        excerpt: "",
        content: "<p>Beyond rates.</p>",
        image: "/uploads/aaa.jpg",
        category: "",
        ...draftWorkflow,
      },
    })),
    getList: jest.fn(() => listOf([])),
    publish: jest.fn(async () => {
      throw new Error(refusal)
    }),
    publishStatus: jest.fn(async () => ({
      state: "idle",
      builtAt: null,
      startedAt: null,
      contentAt: null,
      error: null,
      log: null,
      paused: false,
      pausedAt: null,
      pausedBy: null,
      mode: "local",
    })),
  })
  await userEvent.click(await screen.findByRole("button", { name: "Publish" }))
  expect(await screen.findByText(refusal)).toBeInTheDocument()
})
