import * as React from "react"
import { SearchInput } from "react-admin"

// `q` is the API's full-text filter over a resource's text fields (CONTRACT).
export const searchFilters = [<SearchInput key="q" source="q" alwaysOn />]
