import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver for a domain schema that zod and the schema load for: the public
 * pages' first download leaves zod out, and `preload` fetches it at the first keystroke, so it is
 * there when the form is sent. The same schema, so the same rules and messages.
 */
export function deferredSchema<Schema extends z.ZodType<FieldValues, FieldValues>>(load: () => Promise<Schema>) {
  type Input = z.input<Schema>;
  type Output = z.output<Schema>;
  let resolving: Promise<Resolver<Input, unknown, Output>> | null = null;
  const resolverOf = () =>
    (resolving ??= Promise.all([import('@hookform/resolvers/zod'), load()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<Input, unknown, Output>,
    ));
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => (await resolverOf())(values, context, options);
  return { resolver, preload: () => void resolverOf() };
}
