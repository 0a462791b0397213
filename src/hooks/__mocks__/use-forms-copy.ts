// The visitor-form tests' copy: the real content/data/forms.json (jest.mock of the hook).
import { formsCopy } from "../../sections/__tests__/forms-mocks"

export const useFormsCopy = () => formsCopy
