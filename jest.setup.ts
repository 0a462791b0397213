import "@testing-library/jest-dom"
import { configure } from "@testing-library/react"

// Code loaded later (components/lazy.tsx) arrives through a dynamic import, which Jest compiles on
// first use: on a busy two-core machine that can take longer than the default second of findBy*.
configure({ asyncUtilTimeout: 5000 })
