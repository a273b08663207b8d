import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Renders inside an awaited act(), which React 19 needs when the tree suspends on mount. */
export async function renderAsync(ui: ReactElement): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(ui);
  });
  return result as RenderResult;
}
