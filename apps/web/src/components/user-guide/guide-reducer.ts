// The numbered user guide's counter (docs/domain/spec-sections.md#section-2-screens-and-routes): step 0 is the welcome card ('Not now' / "Let's
// start"), steps 1..total are the numbered steps. Next adds one, previous takes one away, going
// back from step 1 closes the guide, and closing always resets the counter to 0.

export interface GuideState {
  opened: boolean;
  step: number;
  total: number;
}

export type GuideAction = { type: 'open' } | { type: 'next' } | { type: 'previous' } | { type: 'close' };

export const initialGuideState = (total: number): GuideState => ({ opened: false, step: 0, total });

export function guideReducer(state: GuideState, action: GuideAction): GuideState {
  switch (action.type) {
    case 'open':
      return { ...state, opened: true, step: 0 };
    case 'close':
      return { ...state, opened: false, step: 0 };
    case 'next':
      // Next on the last step is "Finish".
      return state.step >= state.total ? guideReducer(state, { type: 'close' }) : { ...state, step: state.step + 1 };
    case 'previous':
      return state.step <= 1 ? guideReducer(state, { type: 'close' }) : { ...state, step: state.step - 1 };
  }
}
