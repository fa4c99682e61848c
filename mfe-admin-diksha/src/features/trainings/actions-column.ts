import { Grid } from 'antd';

/**
 * Where a table's Actions column sits: fixed at the right edge from a tablet's width up, so that it
 * stays in view while the other columns scroll; on a phone it would cover them (the name too), so
 * it scrolls with them there.
 */
export function useActionsFixed(): 'right' | undefined {
  return Grid.useBreakpoint().md ? 'right' : undefined;
}
