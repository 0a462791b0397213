import { render } from "@testing-library/react"
import type * as React from "react"
import {
  AdminContext,
  memoryStore,
  ResourceContextProvider,
  testDataProvider,
  type DataProvider,
} from "react-admin"
import {
  type Location,
  MemoryRouter,
  Route,
  Routes as ReactRoutes,
  useLocation,
  useRoutes,
} from "react-router-dom"
import { adminRoutes } from "../App"
import { createAuthProvider, ID_KEY, TOKEN_KEY } from "../authProvider"
import type { PanelDataProvider } from "../dataProvider"
import { i18nProvider } from "../i18n"
import { theme } from "../theme"

// The panel's real routes, providers' contract and i18n, in a memory router: views are tested
// with a jest.fn() data provider, as react-admin's own specs do. A plain MemoryRouter rather than
// a data router, whose navigations need the fetch API's Request, which jsdom does not have.
// The REST methods and the panel's own (dataProvider.ts PanelDataProvider).
type Calls = Partial<
  Record<
    keyof DataProvider | Exclude<keyof PanelDataProvider, keyof DataProvider>,
    (...args: any[]) => Promise<unknown>
  >
>

export function renderAdmin(path: string, dataProvider: Calls = {}) {
  const authProvider = createAuthProvider("http://api.invalid")
  const routes = adminRoutes({
    authProvider,
    dataProvider: testDataProvider(dataProvider as Partial<DataProvider>),
  })
  const location: { current?: Location } = {}
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes routes={routes} />
      <LocationSpy into={location} />
    </MemoryRouter>
  )
  return { ...view, authProvider, location: () => location.current?.pathname }
}

function Routes({ routes }: { routes: ReturnType<typeof adminRoutes> }) {
  return useRoutes(routes)
}

function LocationSpy({ into }: { into: { current?: Location } }) {
  into.current = useLocation()
  return null
}

// Signed in as an administrator unless told otherwise: the token names its role, as the server's do.
export function signIn(
  expiresInSeconds = 3600,
  role: "admin" | "editor" | "teacher" = "admin"
) {
  localStorage.setItem(
    TOKEN_KEY,
    fakeJwt({
      sub: "admin-1",
      role,
      exp: Date.now() / 1000 + expiresInSeconds,
    })
  )
  localStorage.setItem(ID_KEY, "admin-1")
}

export function fakeJwt(payload: Record<string, unknown>) {
  const encode = (part: object) =>
    btoa(JSON.stringify(part))
      .replace(/=+$/, "")
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode(payload)}.signature`
}

// A getList answer in the shape ra-data-simple-rest returns.
export const listOf = <T,>(data: T[], total = data.length) =>
  Promise.resolve({ data, total })

// What fetch resolves to, as far as admin/api.ts reads it.
export const answer = (status: number, body: unknown) =>
  Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    statusText: "",
    json: () => Promise.resolve(body),
  })

// One resource's view alone (its edit form, say), with the panel's providers, theme and i18n but
// none of its layout (menu, app bar, publish status): what a test of a form needs, at a fraction
// of a whole panel's render.
export function renderView(
  path: string,
  resource: string,
  View: React.ComponentType,
  dataProvider: Calls = {}
) {
  const authProvider = createAuthProvider("http://api.invalid")
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        basename="/admin"
        authProvider={authProvider}
        dataProvider={testDataProvider(dataProvider as Partial<DataProvider>)}
        i18nProvider={i18nProvider}
        theme={theme}
        store={memoryStore()}
      >
        <ResourceContextProvider value={resource}>
          <ReactRoutes>
            <Route path={`/admin/${resource}/:id/*`} element={<View />} />
          </ReactRoutes>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>
  )
}
