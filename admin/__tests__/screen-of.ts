// jsdom has no matchMedia, so MUI's useMediaQuery sees no screen at all: this one answers the
// width queries (`theme.breakpoints.down("sm")`) as a screen of `width` px would, and no other.
export function screenOf(width: number) {
  window.matchMedia = ((query: string) => ({
    matches:
      /\((min|max)-width/.test(query) &&
      [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(
        ([, bound, px]) => (bound === "min" ? width >= +px : width <= +px)
      ),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia
}

export function forgetScreen() {
  delete (window as Partial<Window>).matchMedia
}
