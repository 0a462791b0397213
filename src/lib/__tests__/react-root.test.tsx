import * as React from "react"
import { act } from "@testing-library/react"
import { startRoot } from "../react-root"

function Greeting() {
  const [count, setCount] = React.useState(0)
  return <button onClick={() => setCount(count + 1)}>Clicked {count}</button>
}

describe("startRoot", () => {
  it("takes over the server's HTML instead of redrawing it, and then responds", async () => {
    const container = document.createElement("div")
    container.innerHTML = "<button>Clicked <!-- -->0</button>"
    const serverButton = container.querySelector("button")
    let root: ReturnType<typeof startRoot> | undefined
    await act(async () => {
      root = startRoot(container, <Greeting />, true)
    })
    expect(container.querySelector("button")).toBe(serverButton)
    await act(async () => serverButton!.click())
    expect(serverButton).toHaveTextContent("Clicked 1")
    act(() => root!.unmount())
  })

  it("renders from scratch into a container without server HTML", async () => {
    const container = document.createElement("div")
    let root: ReturnType<typeof startRoot> | undefined
    await act(async () => {
      root = startRoot(container, <Greeting />, false)
    })
    expect(container).toHaveTextContent("Clicked 0")
    act(() => root!.unmount())
  })
})
