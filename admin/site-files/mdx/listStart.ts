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

type MdastList = Parameters<
  MdastImportVisitor<never>["visitNode"]
>[0]["mdastNode"] & {
  type: "list"
  ordered?: boolean | null
  start?: number | null
}

const importList: MdastImportVisitor<never> = {
  testNode: "list",
  priority: 1,
  visitNode({ mdastNode, lexicalParent, actions }) {
    const list = mdastNode as unknown as MdastList & {
      children: { checked?: boolean | null }[]
    }
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
    actions.visitChildren(mdastNode as never, lexicalNode)
  },
}

const exportList: LexicalExportVisitor<ListNode, never> = {
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
