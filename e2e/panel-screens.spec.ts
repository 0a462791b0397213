import {
  expect,
  request as requests,
  test,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test"
import site from "../content/site.json"
import { fieldNames } from "../schemas/content"
import {
  CONTENT_SHAPES,
  PANEL_SCREENS,
  type PanelScreen,
  type Who,
} from "./fixtures/panel-screens"
import { unique } from "./pages/admin-list-page"
import { axeOn } from "./pages/axe"
import {
  administrator,
  approvedTeacher,
  invitedStaff,
  storageStateOf,
  type Person,
} from "./pages/people"

// Every screen of the panel (fixtures/panel-screens.ts; of the resources drawn by one template,
// those that between them use every kind of field, each as one of the roles that see it alike),
// as each role that may open it sees it, at a desktop's 1280 px and a phone's 390 px: axe finds
// nothing, the page does not run off the screen sideways, and nothing fails in the console. Each
// role signs in once per worker and opens every screen from that browser state; a screen is
// checked at both widths without loading twice.

const WIDTHS = [1280, 390] as const

interface Walk {
  states: Record<Who, BrowserContextOptions["storageState"]>
  ids: Record<string, string>
  teacherCourse: string
  cleanUp: () => Promise<void>
}

let walk: Promise<Walk> | undefined

test.describe.configure({ mode: "parallel" })

// Each role's walk in stretches of at most eight screens, so the workers share them evenly and
// no one test runs for minutes while the other worker has nothing left.
const STRETCH = 8
const walks: [Who, PanelScreen[]][] = (
  ["admin", "editor", "teacher", "visitor"] as Who[]
).flatMap((who) => {
  const screens = PANEL_SCREENS.filter((screen) => screen.who.includes(who))
  const stretches = Math.ceil(screens.length / STRETCH)
  const size = Math.ceil(screens.length / stretches)
  return Array.from(
    { length: stretches },
    (_, i) =>
      [who, screens.slice(i * size, (i + 1) * size)] as [Who, PanelScreen[]]
  )
})

for (const [who, screens] of walks) {
  test(`${who}: ${screens[0].path} to ${screens.at(-1)!.path}, ${screens.length} screens`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000)
    const { states, ids, teacherCourse } = await (walk ??= prepare(baseURL!))
    const context = await browser.newContext({
      storageState: states[who],
      viewport: { width: WIDTHS[0], height: 800 },
    })
    const page = await context.newPage()
    const errors: string[] = []
    page.on("pageerror", (error) => errors.push(error.message))
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text())
    })
    const problems: string[] = []
    for (const screen of screens) {
      const path = screen.path.replace("{id}", () => {
        const resource = screen.path.split("/")[2]
        return who === "teacher" && resource === "courses"
          ? teacherCourse
          : ids[resource]
      })
      await page.setViewportSize({ width: WIDTHS[0], height: 800 })
      await page.goto(path)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        await settled(page, who)
        const url = new URL(page.url())
        if (`${url.pathname}${url.search}` !== path)
          problems.push(`${path}: ended up at ${url.pathname}`)
        const { violations } = await axeOn(page).analyze()
        for (const violation of violations)
          problems.push(
            `${path} at ${width} px: ${violation.id} on ${violation.nodes
              .map((node) => node.target.join(" "))
              .join(", ")}`
          )
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth
        )
        if (overflow > 0)
          problems.push(`${path} at ${width} px: ${overflow} px too wide`)
      }
      if (errors.length)
        problems.push(`${path}: ${errors.splice(0).join(" | ")}`)
    }
    await context.close()
    expect(problems).toEqual([])
  })
}

test.afterAll(async () => {
  await (await walk?.catch(() => undefined))?.cleanUp()
})

// Until the screen has its content: the title in the app bar (or the page's own heading before
// signing in), nothing loading, and the network quiet.
async function settled(page: Page, who: Who) {
  if (who === "visitor")
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  else await expect(page.locator("#react-admin-title")).toHaveText(/\S/)
  await expect(page.getByRole("progressbar")).toHaveCount(0)
  await page.waitForLoadState("networkidle")
}

// One account per role, signed in once, and a record of each resource to open (removed again
// when the worker is done).
async function prepare(origin: string): Promise<Walk> {
  const request = await requests.newContext({ baseURL: origin })
  const admin = await administrator(request)
  const editor = await invitedStaff(request, admin)
  const teacher = await approvedTeacher(request, admin)
  const suffix = unique()
  const ids: Record<string, string> = {}
  const created: [string, string][] = []
  const create = async (resource: string, data: object, person = admin) => {
    const response = await request.post(`/api/admin/${resource}`, {
      headers: person.headers,
      data,
    })
    expect(response.status(), resource).toBe(201)
    const { id } = await response.json()
    created.push([resource, id])
    return id as string
  }
  // Each with its first field, the one it is named by (title, Name or name).
  for (const resource of CONTENT_SHAPES)
    ids[resource] = await create(resource, {
      [fieldNames(resource)[0]]: `Walk ${resource} ${suffix}`,
    })
  ids.courses = await create("courses", {
    title: `Walk course ${suffix}`,
    durationDays: 2,
  })
  const teacherCourse = await create(
    "courses",
    { title: `Walk teacher's course ${suffix}`, durationDays: 1 },
    teacher
  )
  const contact = await request.post(`/api/v1/${site.brand}/contact/upload`, {
    data: {
      name: `Walk Visitor ${suffix}`,
      email: `walk.${suffix}@example.test`,
      number: "+31 70 123 4567",
      reason: "Contract strategy review",
      message: "Please call us about our drilling contracts.",
    },
  })
  ids.contacts = (await contact.json()).Contact.id
  created.push(["contacts", ids.contacts])
  const pending = await request.post("/api/teacher/auth/register", {
    data: {
      name: `Walk Teacher ${suffix}`,
      email: `walk.teacher.${suffix}@example.test`,
      password: "a long enough password",
    },
  })
  ids.teachers = (await pending.json()).teacher.id
  created.push(["teachers", ids.teachers], ["teachers", teacher.id])
  ids.users = editor.id
  const audit = await request.get("/api/admin/audit?range=[0,0]", {
    headers: admin.headers,
  })
  ids.audit = (await audit.json())[0].id
  return {
    states: {
      admin: storageStateOf(origin, admin),
      editor: storageStateOf(origin, editor),
      teacher: storageStateOf(origin, teacher),
      visitor: { cookies: [], origins: [] },
    },
    ids,
    teacherCourse,
    cleanUp: async () => {
      for (const [resource, id] of created)
        await request.delete(`/api/admin/${resource}/${id}`, {
          headers: admin.headers,
        })
      await request.dispose()
    },
  }
}
