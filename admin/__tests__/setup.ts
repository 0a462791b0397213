// What the shared Jest set-up does not give the admin project yet. Test files import this first,
// before anything that pulls in react-admin.

// jsdom leaves out TextEncoder, which react-router reads at import time.
import { TextDecoder, TextEncoder } from "node:util"
import { deserialize, serialize } from "node:v8"
import { configure } from "@testing-library/react"

Object.assign(globalThis, { TextEncoder, TextDecoder })

// Nor structuredClone, which the MDX editor (admin/site-files/mdx) copies its nodes with.
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value))

// react-admin scrolls to the top on navigation; jsdom only logs that it cannot.
if (typeof window !== "undefined") window.scrollTo = () => {}

// react-hotkeys-hook ships only ES modules, which Jest does not compile from node_modules here;
// react-admin uses it for menu keyboard shortcuts, which no test presses.
jest.mock("react-hotkeys-hook", () => ({
  useHotkeys: () => ({ current: null }),
}))

// MUI 9 no longer takes `InputProps` (nor `InputLabelProps`, which react-admin's date and time
// inputs pass, nor the `inputRef` its BooleanInput gives the switch's label), which react-admin 5
// still passes beside `slotProps` (its inputs work through the latter); the resulting React
// warning would bury real ones.
const consoleError = console.error
jest.spyOn(console, "error").mockImplementation((message, ...rest) => {
  const ignored =
    String(message).includes("React does not recognize the") &&
    /^(input(label)?props|inputref)$/i.test(String(rest[0]))
  if (!ignored) consoleError(message, ...rest)
})

// A whole react-admin render takes a second or two on the 2-core CI machine, several under load:
// queries wait up to 10 s (Testing Library's default is 1 s), and each test up to 30 s.
jest.setTimeout(30_000)
configure({ asyncUtilTimeout: 10_000 })
