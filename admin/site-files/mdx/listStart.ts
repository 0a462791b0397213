import {
  $createListItemNode,
  $createListNode,
  $isListItemNode,
  $isListNode,
  type ListNode,
} from "@lexical/list"
import {
  addExportVisitor$,
  addImportVisitor$,
  realmPlugin,
  type LexicalExportVisitor,
  type MdastImportVisitor,
} from "@mdxeditor/editor"

// The library's list visitors drop an ordered list's first number, so a list that continues
// another one after a heading (`6.` … `9.`) would start again at 1 on the page; these keep it.

// The fields of mdast's List this reads (the library's mdast types are its own copy's).
interface MdastList {
  ordered?: boolean | null
  start?: number | null
  children: { checked?: boolean | null }[]
}

const importList: MdastImportVisitor<any> = {
  testNode: "list",
  priority: 1,
  visitNode({ mdastNode, lexicalParent, actions }) {
    const list = mdastNode as MdastList
    const type = list.children.some((item) => typeof item.checked === "boolean")
      ? "check"
      : list.ordered
        ? "number"
        : "bullet"
    const lexicalNode = $createListNode(type, list.start ?? 1)
    if ($isListItemNode(lexicalParent)) {
      const dedicatedParent = $createListItemNode()
      dedicatedParent.append(lexicalNode)
      lexicalParent.insertAfter(dedicatedParent)
    } else {
      ;(lexicalParent as unknown as ListNode).append(lexicalNode)
    }
    actions.visitChildren(mdastNode, lexicalNode)
  },
}

const exportList: LexicalExportVisitor<ListNode, any> = {
  testLexicalNode: $isListNode,
  priority: 1,
  visitLexicalNode({ lexicalNode, actions }) {
    const ordered = lexicalNode.getListType() === "number"
    const start = lexicalNode.getStart()
    actions.addAndStepInto("list", {
      ordered,
      spread: false,
      ...(ordered && start !== 1 ? { start } : {}),
    })
  },
}

export const listStartPlugin = realmPlugin({
  init(realm) {
    realm.pubIn({
      [addImportVisitor$]: importList,
      [addExportVisitor$]: exportList,
    })
  },
})
