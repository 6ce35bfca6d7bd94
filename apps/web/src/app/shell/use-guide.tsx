import { useCallback, useReducer } from 'react';
import { IconCompass, IconFilePlus, IconKeyboard, IconLayoutSidebar, IconUserCircle } from '@tabler/icons-react';
import { guideReducer, initialGuideState, type GuideAction } from '../../components/user-guide/guide-reducer';
import type { GuideStep } from '../../components/user-guide/user-guide-modal';

// Titles and texts are catalogue keys (common:guide.*): the shell reads them with t().
export const GUIDE_STEPS: GuideStep[] = [
  {
    icon: <IconLayoutSidebar size={26} />,
    title: 'guide.sidebar.title',
    text: 'guide.sidebar.text',
  },
  {
    icon: <IconFilePlus size={26} />,
    title: 'guide.quote.title',
    text: 'guide.quote.text',
  },
  {
    icon: <IconCompass size={26} />,
    title: 'guide.tabs.title',
    text: 'guide.tabs.text',
  },
  {
    icon: <IconKeyboard size={26} />,
    title: 'guide.keyboard.title',
    text: 'guide.keyboard.text',
  },
  {
    icon: <IconUserCircle size={26} />,
    title: 'guide.profile.title',
    text: 'guide.profile.text',
  },
];

// Shown once per user in this browser: any way of closing the guide counts as "seen".
const seenKey = (userId: number) => `itinera.guide.${userId}.seen`;

export function useGuide(userId: number) {
  const [state, dispatch] = useReducer(guideReducer, GUIDE_STEPS.length, (total) => ({
    ...initialGuideState(total),
    opened: localStorage.getItem(seenKey(userId)) !== '1',
  }));
  const act = useCallback(
    (action: GuideAction) => {
      if (!guideReducer(state, action).opened) localStorage.setItem(seenKey(userId), '1');
      dispatch(action);
    },
    [state, userId],
  );
  return { state, act };
}
