import { createTheme, type ComboboxProps, type MantineThemeComponent } from '@mantine/core';

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
    // A plain object, not `Combobox.extend(…)`: that would bring Combobox, Popover and floating-ui into
    // the first download, where the fields are fetched on first use (decision 0072).
    Combobox: { defaultProps: { keepMounted: false } satisfies Partial<ComboboxProps> } satisfies MantineThemeComponent,
  },
});
