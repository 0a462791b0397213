import { render } from "@testing-library/react"
import { testDataProvider, type DataProvider } from "react-admin"
import {
  type Location,
  MemoryRouter,
  useLocation,
  useRoutes,
} from "react-router-dom"
import { adminRoutes } from "../App"
import { createAuthProvider, ID_KEY, TOKEN_KEY } from "../authProvider"
import type { PanelDataProvider } from "../dataProvider"

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

export function signIn(expiresInSeconds = 3600) {
  localStorage.setItem(
    TOKEN_KEY,
    fakeJwt({ sub: "admin-1", exp: Date.now() / 1000 + expiresInSeconds })
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
