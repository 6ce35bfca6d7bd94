import { useCallback, useReducer } from 'react';
import { IconCompass, IconFilePlus, IconKeyboard, IconLayoutSidebar, IconUserCircle } from '@tabler/icons-react';
import { guideReducer, initialGuideState, type GuideAction } from '../../components/user-guide/guide-reducer';
import type { GuideStep } from '../../components/user-guide/user-guide-modal';

export const GUIDE_STEPS: GuideStep[] = [
  {
    icon: <IconLayoutSidebar size={26} />,
    title: 'Find your way with the side bar',
    text: 'Home, Quotes, Experiences, Itineraries, Requests and Reports are always on the left. Inside a quote, the side bar also lists its tabs.',
  },
  {
    icon: <IconFilePlus size={26} />,
    title: 'Start a quote',
    text: 'From Quotes, start from scratch, from a module or from an example itinerary, then price every comfort level and room type side by side.',
  },
  {
    icon: <IconCompass size={26} />,
    title: 'Work tab by tab',
    text: 'Basic information, services, the day-by-day itinerary, passengers and export: each step of a quote has its own tab.',
  },
  {
    icon: <IconKeyboard size={26} />,
    title: 'Move faster with the keyboard',
    text: 'In a quote, press 1 to 6 to switch tabs; press Q to go home, and ? for the full list of shortcuts.',
  },
  {
    icon: <IconUserCircle size={26} />,
    title: 'Make it yours',
    text: 'Your profile holds your name, photo and password. Tell us what to improve with the feedback form there.',
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
