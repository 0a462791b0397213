import { setUp } from "./global-setup"

// The server:sqlite project's global set-up (global-setup.ts).
export default () => setUp("sqlite")
