/**
 * The nodes of a connection's edges, without those whose record was deleted: a mutation's
 * `@deleteRecord` (blocking a member) leaves the edges that pointed at it with a null node
 * in every list that showed the member, which this drops.
 */
export function presentNodes<Node>(
  edges: ReadonlyArray<{ readonly node: Node | null | undefined }> | null | undefined,
): Node[] {
  return (edges ?? []).flatMap(({ node }) => (node == null ? [] : [node]));
}
