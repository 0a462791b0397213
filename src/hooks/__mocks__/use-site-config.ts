// The visitor-form tests' site config, with the brand word (jest.mock of the hook).
import { siteConfig } from "../../sections/__tests__/forms-mocks"

export const useSiteConfig = () => siteConfig
