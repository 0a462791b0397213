import { Extension } from "@tiptap/core"
import { Mark } from "@tiptap/pm/model"
import { Plugin, type EditorState, type Transaction } from "@tiptap/pm/state"

const plain = (text: string) => text.replace(/\u00a0/g, " ")

/**
 * Text typed with a mark just switched on (Ctrl+B after a space) takes that mark, and the text
 * already there keeps its own. Chromium, typing after the space that ends a text, now and then
 * swaps the non-breaking space it had put there for a plain one, and ProseMirror reads that as the
 * space typed again with the new letter: "decide␣", Ctrl+B, "70%" became "decide<strong> 70%"
 * instead of "decide <strong>70%". Returns null when the input is not such a case.
 */
export function retypedInput(
  state: EditorState,
  from: number,
  to: number,
  text: string
): Transaction | null {
  const marks = state.storedMarks
  const kept = to - from
  if (!marks || kept <= 0 || kept >= text.length) return null
  if (plain(state.doc.textBetween(from, to)) !== plain(text.slice(0, kept)))
    return null
  const $from = state.doc.resolve(from)
  const before = $from.marksAcross(state.doc.resolve(to)) ?? Mark.none
  // Inserted with the switched-on marks, then the retyped part given back its own.
  const tr = state.tr.insertText(text, from, to)
  for (const mark of marks)
    if (!mark.isInSet(before)) tr.removeMark(from, from + kept, mark)
  for (const mark of before)
    if (!mark.isInSet(marks)) tr.addMark(from, from + kept, mark)
  return tr.scrollIntoView()
}

export const RetypedText = Extension.create({
  name: "retypedText",
  addProseMirrorPlugins: () => [
    new Plugin({
      props: {
        handleTextInput: (view, from, to, text) => {
          const tr = retypedInput(view.state, from, to, text)
          if (tr) view.dispatch(tr)
          return Boolean(tr)
        },
      },
    }),
  ],
})
