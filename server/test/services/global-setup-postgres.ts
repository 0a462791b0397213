import { setUp } from "./global-setup"

// The server:postgres project's global set-up (global-setup.ts).
export default () => setUp("postgres")
