import { Combobox, createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'teal',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  defaultRadius: 'md',
  components: {
    // Mantine 9 keeps every closed Select/MultiSelect dropdown in the page (display: none) with all
    // its options, and positions each one on mount (a forced style recalculation apiece): the quotes
    // list's filters alone rendered six hidden dropdowns, one with every country, on the first
    // screen (decision 0037). A dropdown is now rendered when it opens, as in Mantine 7 and 8.
    Combobox: Combobox.extend({ defaultProps: { keepMounted: false } }),
  },
});
