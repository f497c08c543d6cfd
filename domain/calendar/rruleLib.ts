import * as rruleModule from 'rrule';

/**
 * The `rrule` package, whichever way it was loaded. It ships an ES module (which bundlers such as
 * Vite take) and a UMD build as `main` (which Node takes); Node cannot see the UMD build's named
 * exports, so under Node they sit on `default`. Everything in domain/calendar takes RRule from here.
 */
type RRuleModule = typeof rruleModule;
const loaded = rruleModule as RRuleModule & { default?: RRuleModule };
const lib: RRuleModule = loaded.RRule ? loaded : loaded.default!;

export const RRule = lib.RRule;
export type RRule = rruleModule.RRule;
