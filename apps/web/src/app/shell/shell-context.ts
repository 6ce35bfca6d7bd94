import { createContext, useContext } from 'react';

export interface ShellActions {
  openGuide: () => void;
  openShortcuts: () => void;
}

// Screens inside the shell (home's "Take the tour") open the shell's modals through this.
export const ShellContext = createContext<ShellActions>({ openGuide: () => undefined, openShortcuts: () => undefined });

export const useShellActions = () => useContext(ShellContext);
