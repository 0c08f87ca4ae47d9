import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import {
  getNamedType,
  GraphQLError,
  isListType,
  isNonNullType,
  Kind,
  type GraphQLOutputType,
  type GraphQLType,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { NODES_MAX, OPERATION_LIMITS, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants';

/** One message for every limit: the numbers are ours to know, not a map for whoever probes them. */
export const operationLimitError = () =>
  new GraphQLError('This operation is too large or too complex.', { extensions: { code: 'OPERATION_LIMIT' } });

/** Armor's rules report through the validation context instead of throwing, so HTTP and the socket answer alike. */
const reportInstead = {
  exposeLimits: false,
  propagateOnRejection: false,
  onReject: [(context: unknown) => (context as ValidationContext | null)?.reportError?.(operationLimitError())],
};

const unwrap = (type: GraphQLType): GraphQLType => (isNonNullType(type) ? type.ofType : type);

/**
 * Cost = fields resolved, where a connection or list multiplies what is under it by how
 * many rows it may return (`first`/`last`, the ids of `nodes`; a variable counts as its
 * default or as the largest page; a list whose field says `extensions.maxItems`, at most that). So 49
 * followers each with 49 followers costs 49×49.
 */
function costRule(maxCost: number): ValidationRule {
  return (context) => {
    let variables = new Map<string, ValueNode | undefined>();
    const rows = (value: ValueNode | undefined, unknown: number): number => {
      if (!value) return unknown;
      if (value.kind === Kind.INT) return Math.max(0, Number(value.value));
      if (value.kind === Kind.LIST) return value.values.length;
      if (value.kind === Kind.VARIABLE)
        return variables.has(value.name.value) ? rows(variables.get(value.name.value), unknown) : unknown;
      return unknown;
    };
    const costOf = (selectionSet: SelectionSetNode, parent: GraphQLOutputType, fragments: string[]): number => {
      const type = getNamedType(parent);
      let total = 0;
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          const fields = 'getFields' in type ? type.getFields() : {};
          const definition = fields[selection.name.value];
          if (!definition || !selection.selectionSet) {
            total += selection.name.value === '__typename' ? 0 : 1;
            continue;
          }
          const argument = (name: string) => selection.arguments?.find((arg) => arg.name.value === name)?.value;
          const isConnection = getNamedType(definition.type).name.endsWith('Connection');
          let multiplier = 1;
          if (isConnection)
            multiplier =
              Math.max(rows(argument('first'), PAGE_SIZE_MAX), rows(argument('last'), 0)) || PAGE_SIZE_DEFAULT;
          // A connection's `edges` are the rows it already counted.
          else if (isListType(unwrap(definition.type)) && !type.name.endsWith('Connection'))
            multiplier = argument('ids')
              ? rows(argument('ids'), NODES_MAX)
              : ((definition.extensions as { maxItems?: number }).maxItems ?? PAGE_SIZE_MAX);
          total += 1 + multiplier * costOf(selection.selectionSet, definition.type, fragments);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          const condition = selection.typeCondition
            ? context.getSchema().getType(selection.typeCondition.name.value)
            : type;
          total += costOf(selection.selectionSet, (condition ?? type) as GraphQLOutputType, fragments);
        } else {
          const name = selection.name.value;
          const fragment = context.getFragment(name);
          if (!fragment || fragments.includes(name)) continue; // cycles are refused by the standard rules
          const condition = context.getSchema().getType(fragment.typeCondition.name.value) ?? type;
          total += costOf(fragment.selectionSet, condition as GraphQLOutputType, [...fragments, name]);
        }
      }
      return total;
    };
    return {
      OperationDefinition(operation: OperationDefinitionNode) {
        variables = new Map(
          operation.variableDefinitions?.map((definition) => [definition.variable.name.value, definition.defaultValue]),
        );
        const root =
          operation.operation === 'query'
            ? context.getSchema().getQueryType()
            : operation.operation === 'mutation'
              ? context.getSchema().getMutationType()
              : context.getSchema().getSubscriptionType();
        if (root && costOf(operation.selectionSet, root, []) > maxCost) context.reportError(operationLimitError());
      },
    };
  };
}

/**
 * GraphQL Armor's limits (depth, aliases, directives, tokens) and our list-aware cost, on
 * every operation in every mode, over HTTP and the socket alike (both go through Yoga's envelop).
 */
export function operationLimitPlugins(): Plugin[] {
  return [
    // Counted while parsing, before any rule runs: the parser stops at the first token too many.
    maxTokensPlugin({
      n: OPERATION_LIMITS.tokens,
      onReject: [
        () => {
          throw operationLimitError();
        },
      ],
    }) as Plugin,
    maxDepthPlugin({
      n: OPERATION_LIMITS.depth,
      flattenFragments: true,
      ignoreIntrospection: true,
      ...reportInstead,
    }) as Plugin,
    maxAliasesPlugin({ n: OPERATION_LIMITS.aliases, ...reportInstead }) as Plugin,
    maxDirectivesPlugin({ n: OPERATION_LIMITS.directives, ...reportInstead }) as Plugin,
    { onValidate: ({ addValidationRule }) => addValidationRule(costRule(OPERATION_LIMITS.cost)) },
  ];
}
