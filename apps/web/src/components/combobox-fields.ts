// Mantine's combobox fields as one module to fetch lazily (lazy-combobox.tsx).
export { MultiSelect, Select } from '@mantine/core';
