import { stopAll } from "./global-setup"

// Stops what global-setup.ts started.
export default stopAll
