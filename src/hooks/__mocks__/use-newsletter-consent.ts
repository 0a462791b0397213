// The visitor-form tests' consent wording: the current one (jest.mock of the hook).
import { newsletterConsent } from "../../sections/__tests__/forms-mocks"

export const useNewsletterConsent = () => newsletterConsent
