import { fetchUtils, type DataProvider } from "react-admin"
import simpleRestProvider from "ra-data-simple-rest"
import { apiUrl, storedToken } from "../api-client"

// The API speaks ra-data-simple-rest's dialect under /api/admin (CONTRACT), so the stock provider
// does all the work; the client only adds the administrator's bearer token. Errors keep the
// server's `{ message }` (fetchJson puts it on the HttpError), and a 401 reaches
// authProvider.checkError, which ends the session.
export function createDataProvider(baseUrl = apiUrl): DataProvider {
  const httpClient = (url: string, options: fetchUtils.Options = {}) => {
    const token = storedToken()
    return fetchUtils.fetchJson(url, {
      ...options,
      user: token
        ? { authenticated: true, token: `Bearer ${token}` }
        : undefined,
    })
  }
  return simpleRestProvider(`${baseUrl}/api/admin`, httpClient)
}

export default createDataProvider()
