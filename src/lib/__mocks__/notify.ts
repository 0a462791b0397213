// The visitor-form tests read which toast a form raised (jest.mock of ../notify).
export const notify = { success: jest.fn(), error: jest.fn() }
