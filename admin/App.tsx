import * as React from "react"
import {
  Admin,
  CustomRoutes,
  type DataProvider,
  memoryStore,
  Resource,
} from "react-admin"
import {
  createBrowserRouter,
  Route,
  RouterProvider,
  type RouteObject,
} from "react-router-dom"
import defaultAuthProvider, { type PanelAuthProvider } from "./authProvider"
import banners from "./banners"
import blogs from "./blogs"
import contacts from "./contacts"
import courses from "./courses"
import Dashboard from "./dashboard/Dashboard"
import defaultDataProvider from "./dataProvider"
import events from "./events"
import AcceptInvitation from "./account/AcceptInvitation"
import ChangePassword from "./account/ChangePassword"
import ForgotPassword from "./account/ForgotPassword"
import Profile from "./account/Profile"
import ResetPassword from "./account/ResetPassword"
import audit from "./audit"
import { i18nProvider } from "./i18n"
import AccessDenied from "./layout/AccessDenied"
import Layout from "./layout/Layout"
import Login from "./layout/Login"
import media from "./media"
import Notification from "./layout/Notification"
import news from "./news"
import newsletters from "./newsletters"
import PeoplePage from "./people/PeoplePage"
import siteFiles from "./site-files"
import programmes from "./programmes"
import TeacherRegister from "./register/TeacherRegister"
import stories from "./stories"
import subscribers from "./subscribers"
import teachers from "./teachers"
import team from "./team"
import templates from "./templates"
import users from "./users"
import trash from "./trash"
import releases from "./releases"
import { theme } from "./theme"

// The panel lives under /admin on real paths (/admin/login, /admin/contacts/5/show), not react-admin's
// default hash router: a browser router whose route is /admin/*, and `basename` so react-admin
// builds every link under it (react-admin docs, Routing: "Using React-Admin In A Sub Path").
export default function App() {
  const [router] = React.useState(() => createBrowserRouter(adminRoutes()))
  return <RouterProvider router={router} />
}

interface Providers {
  authProvider?: PanelAuthProvider
  dataProvider?: DataProvider
}

// Tests mount the same routes in a memory router with their own providers.
export function adminRoutes(providers: Providers = {}): RouteObject[] {
  return [{ path: "/admin/*", element: <Panel {...providers} /> }]
}

function Panel({
  authProvider = defaultAuthProvider,
  dataProvider = defaultDataProvider,
}: Providers) {
  // react-admin's default store would persist UI state in localStorage; the panel keeps only the
  // token and id there (what the login answers), and list filters and sorting live in the URL.
  const [store] = React.useState(memoryStore)
  return (
    <Admin
      basename="/admin"
      title="admin.title"
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      layout={Layout}
      loginPage={Login}
      dashboard={Dashboard}
      accessDenied={AccessDenied}
      notification={Notification}
      store={store}
      requireAuth
      disableTelemetry
    >
      <Resource name="contacts" {...contacts} />
      <Resource name="teachers" {...teachers} />
      <Resource name="banners" {...banners} />
      <Resource name="programmes" {...programmes} />
      <Resource name="blogs" {...blogs} />
      <Resource name="media" {...media} />
      <Resource name="site-files" {...siteFiles} />
      <Resource name="news" {...news} />
      <Resource name="events" {...events} />
      <Resource name="courses" {...courses} />
      <Resource name="team" {...team} />
      <Resource name="stories" {...stories} />
      <Resource name="templates" {...templates} />
      <Resource name="newsletters" {...newsletters} />
      <Resource name="subscribers" {...subscribers} />
      <Resource name="users" {...users} />
      <Resource name="audit" {...audit} />
      {/* The staff an enquiry can be assigned to: read by the contacts' pickers, no screen. */}
      <Resource name="assignees" recordRepresentation="email" />
      <Resource name="trash" {...trash} />
      <Resource name="releases" {...releases} />
      <CustomRoutes>
        <Route path="/password" element={<ChangePassword />} />
        <Route path="/people" element={<PeoplePage />} />
        <Route path="/profile" element={<Profile />} />
      </CustomRoutes>
      <CustomRoutes noLayout>
        <Route path="/register" element={<TeacherRegister />} />
        <Route path="/forgot" element={<ForgotPassword />} />
        <Route path="/reset" element={<ResetPassword />} />
        <Route path="/accept" element={<AcceptInvitation />} />
      </CustomRoutes>
    </Admin>
  )
}
