import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import {
  expect,
  request as requests,
  test,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type Request,
} from "@playwright/test"
import site from "../content/site.json"
import { fieldNames } from "../schemas/content"
import { serveExampleImages } from "./fixtures/example-images"
import { removeSeeded, seedLists, type Seeded } from "./fixtures/panel-seed"
import {
  CONTENT_SHAPES,
  PANEL_SCREENS,
  type PanelScreen,
  type Who,
} from "./fixtures/panel-screens"
import { unique } from "./pages/admin-list-page"
import { axeWcag22On } from "./pages/axe"
import { waitForTransitions } from "./pages/site-page"
import {
  administrator,
  approvedTeacher,
  invitedStaff,
  storageStateOf,
  type Person,
} from "./pages/people"

// Every screen of the panel (fixtures/panel-screens.ts; of the resources drawn by one template,
// those that between them use every kind of field, each as one of the roles that see it alike),
// as each role that may open it sees it, at a desktop's 1280 px and a phone's 390 px, with every
// list holding 100 rows of the longest values the schemas take (fixtures/panel-seed.ts): axe finds
// nothing against WCAG 2.2 A and AA, the page does not run off the screen sideways, every control
// takes the keyboard's focus, and nothing fails in the console. The database is seeded once per
// run, by whichever worker comes first; each walk then opens its first screen with a page load
// and the others inside the panel (its router), and checks a screen at both widths without
// loading it twice.

const WIDTHS = [1280, 390] as const

interface Walk {
  states: Record<Who, BrowserContextOptions["storageState"]>
  ids: Record<string, string>
  teacherCourse: string
  admin: Person
  created: [string, string][]
  seeded: Seeded
}

test.describe.configure({ mode: "parallel" })

// Each role's walk in stretches of at most eight screens, so the workers share them evenly and
// no one test runs for minutes while the other worker has nothing left. The screens before
// signing in come first: they need nothing seeded, so one worker walks them while the other seeds.
const STRETCH = 8
const walks: [Who, PanelScreen[]][] = (
  ["visitor", "admin", "editor", "teacher"] as Who[]
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

for (const [index, [who, screens]] of walks.entries()) {
  test(`${who}: ${screens[0].path} to ${screens.at(-1)!.path}, ${screens.length} screens`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000)
    try {
      const walk = who === "visitor" ? signedOut : await sharedWalk(baseURL!)
      expect(await walkScreens(browser, walk, who, screens)).toEqual([])
    } finally {
      writeFileSync(join(walkDir(), `walked-${index}`), "")
    }
  })
}

const signedOut: Pick<Walk, "states" | "ids" | "teacherCourse"> = {
  states: {
    visitor: { cookies: [], origins: [] },
    admin: undefined,
    editor: undefined,
    teacher: undefined,
  },
  ids: {},
  teacherCourse: "",
}

// The seeded rows go once every walk is done, whichever worker did the last.
test.afterAll(async ({ baseURL }) => {
  test.setTimeout(120_000)
  const dir = walkDir()
  const done = walks.every((_, index) =>
    existsSync(join(dir, `walked-${index}`))
  )
  if (
    !done ||
    !existsSync(join(dir, "walk.json")) ||
    !claim(join(dir, "removed"))
  )
    return
  const walk: Walk = JSON.parse(readFileSync(join(dir, "walk.json"), "utf8"))
  const request = await requests.newContext({ baseURL })
  for (const [resource, id] of walk.created)
    await request.delete(`/api/admin/${resource}/${id}`, {
      headers: walk.admin.headers,
    })
  await removeSeeded(request, walk.admin, walk.seeded)
  await request.dispose()
})

// The run's own folder (Playwright empties the output folder when a run starts), where the
// workers share the one walk: the first to claim it prepares it, the others read it.
// Made by whichever test gets here first: the visitor's walk, which seeds nothing, may end before
// a signed-in walk has begun.
function walkDir() {
  const dir = join(test.info().project.outputDir, ".panel-walk")
  mkdirSync(dir, { recursive: true })
  return dir
}

function claim(dir: string) {
  try {
    mkdirSync(dir)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false
    throw error
  }
}

async function sharedWalk(origin: string): Promise<Walk> {
  const dir = walkDir()
  const file = join(dir, "walk.json")
  const failed = join(dir, "failed")
  if (claim(join(dir, "preparing"))) {
    try {
      const walk = await prepare(origin)
      writeFileSync(file, JSON.stringify(walk))
      return walk
    } catch (error) {
      writeFileSync(failed, String(error))
      throw error
    }
  }
  await expect
    .poll(() => existsSync(file) || existsSync(failed), {
      timeout: 180_000,
      message: "the other worker prepares the walk",
    })
    .toBe(true)
  if (existsSync(failed)) throw new Error(readFileSync(failed, "utf8"))
  return JSON.parse(readFileSync(file, "utf8"))
}

// Opens each screen as `who` and answers what is wrong with them.
async function walkScreens(
  browser: Browser,
  {
    states,
    ids,
    teacherCourse,
  }: Pick<Walk, "states" | "ids" | "teacherCourse">,
  who: Who,
  screens: PanelScreen[]
) {
  const context = await browser.newContext({
    storageState: states[who],
    viewport: { width: WIDTHS[0], height: 800 },
  })
  await serveExampleImages(context)
  const page = await context.newPage()
  const errors: string[] = []
  page.on("pageerror", (error) => errors.push(error.message))
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text())
  })
  const calls = apiCalls(page)
  const problems: string[] = []
  // Each screen is checked at the width the last one ended at first, so the page is resized once.
  let widths: number[] = [...WIDTHS]
  for (const [i, screen] of screens.entries()) {
    const path = screen.path.replace("{id}", () => {
      const resource = screen.path.split("/")[2]
      return who === "teacher" && resource === "courses"
        ? teacherCourse
        : ids[resource]
    })
    if (i === 0 || who === "visitor") await page.goto(path)
    else await navigateInside(page, path)
    for (const width of widths) {
      if (page.viewportSize()!.width !== width)
        await page.setViewportSize({ width, height: 800 })
      await settled(page, who, calls)
      // A resize starts the layout's own transitions (the menu folding away): axe measures each
      // control's free space, so it runs once they have ended.
      await waitForTransitions(page)
      const url = new URL(page.url())
      if (`${url.pathname}${url.search}` !== path)
        problems.push(`${path}: ended up at ${url.pathname}`)
      const at = `${path} at ${width} px`
      const { violations } = await axeWcag22On(page).analyze()
      for (const violation of violations)
        problems.push(
          `${at}: ${violation.id} on ${violation.nodes
            .map(
              (node) =>
                `${node.target.join(" ")} (${node.failureSummary?.split("\n")[1]?.trim()})`
            )
            .join(", ")}`
        )
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth
      )
      if (overflow > 0) problems.push(`${at}: ${overflow} px too wide`)
      for (const control of await unreachable(page))
        problems.push(`${at}: ${control} takes no keyboard focus`)
      for (const row of await idleStops(page))
        problems.push(`${at}: ${row} takes the focus but opens nothing`)
    }
    widths = widths.reverse()
    if (errors.length) problems.push(`${path}: ${errors.splice(0).join(" | ")}`)
  }
  await context.close()
  return problems
}

// Another screen through the panel's own router, as a click on a link would, without loading
// the panel again; waits until the new screen has put up its title (or the same title anew).
async function navigateInside(page: Page, path: string) {
  const before = await page.evaluate((path) => {
    const title = document.querySelector("#react-admin-title")
    title?.firstElementChild?.setAttribute("data-walked", "")
    history.pushState(null, "", path)
    dispatchEvent(new PopStateEvent("popstate"))
    return title?.textContent ?? ""
  }, path)
  await page.waitForFunction((before) => {
    const title = document.querySelector("#react-admin-title")
    const text = title?.textContent ?? ""
    return (
      /\S/.test(text) &&
      (text !== before || !title!.querySelector("[data-walked]"))
    )
  }, before)
}

// The API calls the page has made and not yet had answered.
function apiCalls(page: Page) {
  let open = 0
  const isApi = (url: string) => new URL(url).pathname.startsWith("/api/")
  page.on("request", (request) => {
    if (isApi(request.url())) open++
  })
  const answered = (request: Request) => {
    if (isApi(request.url())) open--
  }
  page.on("requestfinished", answered)
  page.on("requestfailed", answered)
  return () => open
}

// Until the screen has its content: the title in the app bar (or the page's own heading before
// signing in), nothing loading, and every call to the API answered.
async function settled(page: Page, who: Who, openCalls: () => number) {
  if (who === "visitor")
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  else await expect(page.locator("#react-admin-title")).toHaveText(/\S/)
  await expect(page.getByRole("progressbar")).toHaveCount(0)
  await expect.poll(openCalls).toBe(0)
  await expect(page.getByRole("progressbar")).toHaveCount(0)
}

// What a pointer can use but the keyboard cannot reach: a control taken out of the tab order
// (but for one whose focus is inside it or around it, as a checkbox's input or a drop zone's file
// input, the buttons of a field its input works, as an autocomplete's Open and Clear, which its
// input does with the arrow keys and Escape, and the tabs of a tab list and the buttons of a
// toolbar, reached with the arrow keys from the one of them in the tab order), or what acts on a click without being a control at all: a row or an item that opens
// a record, or anything clickable with no control inside.
const unreachable = (page: Page) =>
  page.evaluate(() => {
    const focusable =
      'a[href], button:not([tabindex="-1"]), input:not([tabindex="-1"]), select, textarea, [tabindex]:not([tabindex="-1"])'
    const shown = (element: Element) =>
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== "hidden" &&
      !element.closest('[aria-hidden="true"], [inert]')
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 2).join(".")} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`
    const reachedOtherwise = (control: HTMLElement) =>
      control.querySelector(focusable) ||
      control.parentElement?.closest(focusable) ||
      control
        .closest(".MuiFormControl-root")
        ?.querySelector('input:not([tabindex="-1"])') ||
      (control.getAttribute("role") === "tab" &&
        control
          .closest('[role="tablist"]')
          ?.querySelector('[role="tab"][tabindex="0"]')) ||
      control.closest('[role="toolbar"]')?.querySelector('[tabindex="0"]')
    const found: string[] = []
    const controls =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="checkbox"], [role="combobox"], [role="switch"], [role="tab"], [role="slider"]'
    for (const control of document.querySelectorAll<HTMLElement>(controls)) {
      if (!shown(control) || control.tabIndex >= 0) continue
      if (
        (control as HTMLButtonElement).disabled ||
        control.getAttribute("aria-disabled") === "true" ||
        reachedOtherwise(control)
      )
        continue
      found.push(name(control))
    }
    for (const element of document.querySelectorAll<HTMLElement>(
      "#main-content *"
    )) {
      if (getComputedStyle(element).cursor !== "pointer") continue
      if (getComputedStyle(element.parentElement!).cursor === "pointer")
        continue
      if (
        element.matches(controls) ||
        element.tabIndex >= 0 ||
        element.closest(focusable) ||
        !shown(element)
      )
        continue
      const opensRecord = element.matches("tr, li")
      if (!opensRecord && element.querySelector(focusable)) continue
      found.push(name(element))
    }
    return found
  })

// The reverse: a list's row in the tab order that a click does nothing with, a stop a keyboard
// user must pass on every row.
const idleStops = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        "#main-content tr, #main-content li"
      ),
    ]
      .filter(
        (row) =>
          row.tabIndex >= 0 &&
          row.getClientRects().length > 0 &&
          getComputedStyle(row).cursor !== "pointer"
      )
      .map(
        (row) =>
          `${row.tagName.toLowerCase()} "${(row.textContent ?? "").trim().slice(0, 40)}"`
      )
  )

// One account per role, signed in once, a record of each resource to open, and the lists'
// rows (all removed again once every walk is done).
async function prepare(origin: string): Promise<Walk> {
  const request = await requests.newContext({ baseURL: origin })
  const admin = await administrator(request)
  const suffix = unique()
  // The lists' rows are written while the accounts are made (their hashes, their e-mails).
  const seeding = seedLists(request, admin, suffix)
  const editor = await invitedStaff(request, admin)
  const teacher = await approvedTeacher(request, admin)
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
  // An image of the media library with no alt text yet: its page shows the flag and the focal point.
  const image = await request.post("/api/admin/media?name=walk.jpg", {
    headers: { ...admin.headers, "Content-Type": "image/jpeg" },
    data: readFileSync(
      join(__dirname, "..", "content", "images", "theme-people.jpg")
    ),
  })
  expect(image.status(), "media").toBe(201)
  ids.media = (await image.json()).id
  created.push(["media", ids.media])
  const seeded = await seeding
  const subscribers = await request.get(
    '/api/admin/subscribers?range=[0,0]&sort=["signedUpAt","DESC"]',
    { headers: admin.headers }
  )
  ids.subscribers = (await subscribers.json())[0].id
  const audit = await request.get("/api/admin/audit?range=[0,0]", {
    headers: admin.headers,
  })
  ids.audit = (await audit.json())[0].id
  await request.dispose()
  return {
    states: {
      admin: storageStateOf(origin, admin),
      editor: storageStateOf(origin, editor),
      teacher: storageStateOf(origin, teacher),
      visitor: { cookies: [], origins: [] },
    },
    ids,
    teacherCourse,
    admin,
    created,
    seeded,
  }
}
